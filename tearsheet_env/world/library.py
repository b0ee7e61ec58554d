"""stub"""
from __future__ import annotations
from tearsheet_env.world import vocab

SECTOR_WORDS = {s["name"]: {"users": ["teams"]} for s in vocab.SECTORS}
BANKS: dict[str, list[str]] = {}
LIBRARY: dict[str, list[tuple[str, ...]]] = {
    "investor_on_round": [("We like {N}.",)], "ceo_on_round": [("We grow in {domain}.",)],
    "generic": [("Stub prose about {domain} for {buyers}.",)]}
INLINE: dict[tuple[str, str], str] = {}
PADDING: dict[str, list[str]] = {}
LENGTHS: dict[str, tuple[int, int]] = {}
WOVEN = ("news_article", "press_release", "market_report")

def team_of(role: str) -> str:
    return "engineering"
