"""Site chrome: the navigation, cookie notice, related links and footer around a page's body.

On the web these blocks are the same on every page of a site and differ between sites, so
each host draws its own chrome from a random stream seeded by the host name alone (a pure
function of the URL: same bytes in any build). The writer records the blocks' character spans
in `Document.boilerplate`, so realism statistics can leave them out, the way a reader's eye
does.
"""

from __future__ import annotations

import functools
import random
from urllib.parse import urlsplit

NAV_ITEMS = ["Home", "About", "Products", "Solutions", "Pricing", "Customers", "Resources",
             "Blog", "News", "Careers", "Contact", "Company", "Platform", "Partners", "Events",
             "Docs", "Support", "Investors", "Markets", "Technology", "Opinion", "Podcasts",
             "Newsletters", "Research", "Data", "Jobs", "Login", "Sign up", "Search"]
COOKIE = [
    "We use cookies to improve your experience. By continuing to browse, you agree to our "
    "use of cookies. [Accept] [Manage preferences]",
    "This site uses cookies for analytics and personalised content. [Accept all] [Reject]",
    "Cookies help us deliver our services. Learn more in our cookie policy. [OK]",
    "We and our partners store and access information on your device. [Agree] [Options]",
    "By clicking “Accept”, you agree to the storing of cookies on your device. [Accept]",
    "Your privacy matters. We use essential and optional cookies. [Allow all] [Settings]",
]
LEGAL = ["Privacy Policy", "Terms of Use", "Cookie Settings", "Accessibility", "Sitemap",
         "Imprint", "Legal", "Do Not Sell My Information", "Security", "Status"]
RELATED_LABEL = ["Related", "Read next", "More from this site", "You may also like",
                 "Recommended", "Further reading", "Popular now"]
PAYWALL = ["The rest of this article is for subscribers only. Subscribe to continue reading.",
           "Subscribe to keep reading. Already a subscriber? Sign in.",
           "This story is available to subscribers. Start your trial to read on.",
           "You have reached the end of the free preview. Subscribe for full access."]


@functools.lru_cache(maxsize=4096)
def _site(host: str) -> tuple[str, str, str, str, str]:
    rng = random.Random(f"chrome:{host}")
    name = host.removesuffix(".test").replace("-", " ").title()
    nav = " | ".join(rng.sample(NAV_ITEMS, rng.randint(5, 9)))
    cookie = rng.choice(COOKIE)
    legal = " · ".join(rng.sample(LEGAL, rng.randint(3, 6)))
    label = rng.choice(RELATED_LABEL)
    return name, nav, cookie, legal, label


def chrome(url: str, date: str, related: list[str],
           paywalled: bool = False) -> tuple[str, str]:
    """(header, footer) for a page of `url` dated `date`."""
    host = urlsplit(url).hostname or "site.test"
    name, nav, cookie, legal, label = _site(host)
    head = f"{name}\n{nav}\n{cookie}"
    foot_parts = []
    if paywalled:
        foot_parts.append(random.Random(f"paywall:{host}").choice(PAYWALL))
    if related:
        foot_parts.append(f"{label}\n" + "\n".join(f"- {t}" for t in related))
    foot_parts.append(f"© {date[:4]} {name} · {legal}")
    return head, "\n\n".join(foot_parts)
