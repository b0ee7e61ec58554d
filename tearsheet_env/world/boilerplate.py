"""Site chrome: the site name, navigation, cookie notice and footer around a page's body.

On the web these blocks are the same on every page of a site and differ between sites, so
each host draws its own chrome from a random stream seeded by the host name alone (a pure
function of the URL: same bytes in any build). The writer records the blocks' character spans
in `Document.boilerplate`, so realism statistics can leave them out, the way a reader's eye
does.

Navigation is real (issue 23): a company site's menu and footer are markdown links
(`[About](https://acme.test/company)`) to the pages of the site that exist, the way reader-mode
and HTML-to-markdown fetch tools show anchors. Chrome names no page it does not link: no
"Privacy Policy" or "Partners" items, and no related-story lists (their headlines were not
pages of the world, and a real headline would put another page's facts into this one's text).
"""

from __future__ import annotations

import functools
import random
from urllib.parse import urlsplit

from tearsheet_env.world import vocab

# Menu labels of a company site's pages, drawn per host: a site names its pages its own way
MENU_LABELS: dict[str, list[str]] = {
    "home": ["Home", "Overview"],
    "about": ["About", "About us", "Company", "Our story", "Who we are"],
    "products": ["Products", "Platform", "Solutions", "What we do"],
    "team": ["Leadership", "Team", "Our people", "Management"],
    "careers": ["Careers", "Jobs", "Join us", "Work with us"],
    "newsroom": ["News", "Newsroom", "Press", "Media"],
}
FOOTER_KEYS = ("about", "careers", "newsroom")  # the pages a company site's footer links again
COOKIE = [
    "We use cookies to improve your experience. By continuing to browse, you agree to our "
    "use of cookies. [Accept] [Manage preferences]",
    "This site uses cookies for analytics and personalised content. [Accept all] [Reject]",
    "Cookies help us deliver our services. Learn more in our cookie policy. [OK]",
    "We and our partners store and access information on your device. [Agree] [Options]",
    "By clicking “Accept”, you agree to the storing of cookies on your device. [Accept]",
    "Your privacy matters. We use essential and optional cookies. [Allow all] [Settings]",
]
RIGHTS = ["All rights reserved.", "All rights reserved", "Registered trademarks belong to "
          "their owners.", ""]
PAYWALL = ["The rest of this article is for subscribers only. Subscribe to continue reading.",
           "Subscribe to keep reading. Already a subscriber? Sign in.",
           "This story is available to subscribers. Start your trial to read on.",
           "You have reached the end of the free preview. Subscribe for full access."]


# publishers by their own names (`vocab`); any other site is named after its host
PUBLISHERS: dict[str, str] = {
    **{f"{slug}-news.test": name for slug, name in vocab.NEWS_OUTLETS},
    **{f"{slug}.test": name for slug, name in (*vocab.DATABASES, *vocab.AGGREGATORS,
                                                *vocab.WIRES, *vocab.JOB_BOARDS)},
    **{f"{slug}.test": name for slug, name, _ in vocab.INTERVIEW_VENUES},
}


def site_name(host: str) -> str:
    """The name a site shows in its header: a publisher's own name, else its host's words."""
    return PUBLISHERS.get(host) or host.removesuffix(".test").replace("-", " ").title()


@functools.lru_cache(maxsize=4096)
def _site(host: str) -> tuple[str, str, str, str, tuple[int, ...]]:
    rng = random.Random(f"chrome:{host}")
    name = site_name(host)
    cookie = rng.choice(COOKIE)
    rights = rng.choice(RIGHTS)
    separator = rng.choice([" | ", " · ", "  "])
    labels = tuple(rng.randrange(1 << 16) for _ in MENU_LABELS)
    return name, cookie, rights, separator, labels


def link(label: str, url: str) -> str:
    """A link as a fetched page shows it: markdown, as agents' fetch tools (reader modes,
    HTML-to-markdown converters) render anchors."""
    return f"[{label}]({url})"


def menu_label(host: str, key: str) -> str:
    """The label the site at `host` gives its page `key` (a key of `MENU_LABELS`)."""
    pick = _site(host)[4][list(MENU_LABELS).index(key)]
    options = MENU_LABELS[key]
    return options[pick % len(options)]


def chrome(url: str, date: str, menu: dict[str, str] | None = None,
           paywalled: bool = False, name: str | None = None,
           parts: list[tuple[str, str]] = ()) -> tuple[str, str]:
    """(header, footer) for a page of `url` dated `date`. `menu` maps `MENU_LABELS` keys to the
    URLs of the site's pages: the header's navigation links every one, the footer some again.
    A site without such pages (a news outlet, a database: the world holds only their articles
    and profiles) shows no menu, rather than menu items that lead nowhere. `name` is the site's
    name when the writer knows it (a company's own site: the company's name); the header's
    first line is the site's name, which `fetch` reports as the page's `site`. `parts` are
    (label, url) links to the other parts of a document published in parts (a report's
    "Part 1 · Part 2"), shown under the menu."""
    host = urlsplit(url).hostname or "site.test"
    house, cookie, rights, separator, _ = _site(host)
    name = name or house
    head_parts = [name]
    if menu:
        head_parts.append(separator.join(link(menu_label(host, k), u) for k, u in menu.items()))
    if parts:
        head_parts.append("In this report: " + separator.join(link(label, u)
                                                                for label, u in parts))
    head_parts.append(cookie)
    foot_parts = []
    if paywalled:
        foot_parts.append(random.Random(f"paywall:{host}").choice(PAYWALL))
    if menu:
        foot_parts.append(separator.join(link(menu_label(host, k), menu[k])
                                         for k in FOOTER_KEYS if k in menu))
    foot_parts.append(f"© {date[:4]} {name}. {rights}".strip())
    return "\n".join(head_parts), "\n\n".join(foot_parts)
