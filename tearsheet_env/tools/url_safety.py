"""Where the live fetcher may connect: the check that runs before every connection.

A target is refused unless its scheme is http(s) and every address its host resolves to is
public. Hosts are resolved here, once, and the fetcher then connects to the checked address
(pinning it), so a DNS answer that changes between check and connect cannot slip a private
address through. IPv4-mapped, 6to4 and NAT64 IPv6 forms are unwrapped and judged by the IPv4
address inside them.

Allowances, all off by default:
- `allow_loopback`: loopback addresses (127.0.0.0/8, ::1, `localhost`) — for tests against a
  server on this machine;
- `allow_private`: loopback plus private ranges (RFC 1918, fc00::/7, CGNAT) — for a lab network;
- `trusted_origins`: exact `scheme://host:port` origins allowed whatever their address — the
  narrowest way to reach one local service (a served world) while refusing every other local
  address.
Link-local (169.254.0.0/16 — cloud metadata endpoints — and fe80::/10), unspecified, multicast
and reserved addresses are never allowed, not even with `allow_private`: no legitimate research
page lives there.
"""

from __future__ import annotations

import ipaddress
import socket
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from urllib.parse import urlsplit

from tearsheet_env.tools.responses import failure

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
Resolver = Callable[[str, int], list[str]]
_NAT64 = ipaddress.ip_network("64:ff9b::/96")
_CGNAT = ipaddress.ip_network("100.64.0.0/10")


@dataclass(frozen=True)
class Target:
    """A checked URL: where to connect (`address`) and what to tell the server (`host`)."""

    url: str
    scheme: str
    host: str  # as written in the URL, lower-cased, IPv6 without brackets
    port: int
    address: str  # the resolved, checked IP address to connect to
    origin: str


def system_resolver(host: str, port: int) -> list[str]:
    infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    return list(dict.fromkeys(str(info[4][0]) for info in infos))


def origin_of(scheme: str, host: str, port: int) -> str:
    shown = f"[{host}]" if ":" in host else host
    return f"{scheme}://{shown}:{port}"


def address_class(ip: IPAddress) -> str:
    """'public', 'loopback', 'private' or 'forbidden' (link-local, unspecified, multicast,
    reserved). Embedded IPv4 addresses of IPv6 forms are judged by themselves."""
    if isinstance(ip, ipaddress.IPv6Address):
        inner = ip.ipv4_mapped or ip.sixtofour
        if inner is None and ip in _NAT64:
            inner = ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF)
        if inner is not None:
            return address_class(inner)
    if ip.is_loopback:
        return "loopback"
    if ip.is_link_local or ip.is_unspecified or ip.is_multicast or ip.is_reserved:
        return "forbidden"
    if isinstance(ip, ipaddress.IPv4Address) and ip in _CGNAT:
        return "private"
    if ip.is_private or not ip.is_global:
        return "private"
    return "public"


class TargetChecker:
    def __init__(self, *, allow_loopback: bool = False, allow_private: bool = False,
                 trusted_origins: Iterable[str] = (),
                 resolver: Resolver = system_resolver) -> None:
        self.allow_loopback = allow_loopback or allow_private
        self.allow_private = allow_private
        self.trusted_origins = frozenset(o.lower().rstrip("/") for o in trusted_origins)
        self.resolver = resolver

    def _allowed(self, kind: str) -> bool:
        return (kind == "public" or (kind == "loopback" and self.allow_loopback)
                or (kind == "private" and self.allow_private))

    def check(self, url: str) -> Target | dict:
        """A `Target` to connect to, or a typed failure (`refused`, `bad_request`,
        `not_found`) — decided before any connection is made."""
        try:
            parts = urlsplit(url)
            port = parts.port
        except ValueError as exc:
            return failure("bad_request", f"malformed URL: {exc}", url=url)
        scheme = parts.scheme.lower()
        if scheme not in ("http", "https"):
            return failure("refused", f"scheme {scheme or '(none)'!r} is refused: only http "
                           "and https URLs are fetched", url=url)
        host = (parts.hostname or "").lower().rstrip(".")
        if not host:
            return failure("bad_request", "URL has no host", url=url)
        port = port or (443 if scheme == "https" else 80)
        origin = origin_of(scheme, host, port)
        trusted = origin in self.trusted_origins
        try:
            literal: IPAddress | None = ipaddress.ip_address(host)
        except ValueError:
            literal = None
        if literal is not None:
            addresses = [str(literal)]
        elif host == "localhost" or host.endswith(".localhost"):
            if not (self.allow_loopback or trusted):
                return failure("refused", f"host {host!r} is loopback; loopback addresses are "
                               "refused", url=url)
            addresses = ["127.0.0.1"]
        else:
            try:
                addresses = self.resolver(host, port)
            except (OSError, UnicodeError) as exc:
                return failure("not_found", f"host {host!r} does not resolve ({exc})", url=url)
            if not addresses:
                return failure("not_found", f"host {host!r} does not resolve", url=url)
        for text in addresses:
            try:
                ip = ipaddress.ip_address(text.split("%", 1)[0])
            except ValueError:
                return failure("refused", f"host {host!r} resolved to an unusable address "
                               f"{text!r}", url=url)
            kind = address_class(ip)
            if not (trusted or self._allowed(kind)):
                return failure("refused", f"{host!r} is a {kind} address ({ip}); {kind} "
                               "addresses are refused", url=url)
        return Target(url=url, scheme=scheme, host=host, port=port, address=addresses[0],
                      origin=origin)
