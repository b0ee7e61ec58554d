"""The 33-mode failure taxonomy (SPEC §7), read from `rubric/modes.yaml` — the one source of the
mode list. Verifiers, judge specs, metrics and the census all read `MODES` from here."""

from __future__ import annotations

import functools
from importlib import resources
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict


class Mode(BaseModel):
    model_config = ConfigDict(frozen=True)
    id: str
    tier: Literal["A", "B"]
    kind: Literal["claim", "rollout"]
    definition: str
    signal: str
    perturbation: str

    @property
    def metric(self) -> str:
        """Name of this mode's zero-weight metric."""
        return f"mode/{self.id}"


@functools.cache
def _load() -> tuple[Mode, ...]:
    text = (resources.files("rubric") / "modes.yaml").read_text(encoding="utf-8")
    data = yaml.safe_load(text)
    modes = tuple(Mode.model_validate(m) for m in data["modes"])
    ids = [m.id for m in modes]
    if len(set(ids)) != len(ids):
        raise ValueError("rubric/modes.yaml: duplicate mode ids")
    return modes


MODES: list[Mode] = list(_load())
TIER_A: list[str] = [m.id for m in MODES if m.tier == "A"]
TIER_B: list[str] = [m.id for m in MODES if m.tier == "B"]
_BY_ID = {m.id: m for m in MODES}


def mode(mode_id: str) -> Mode:
    """The mode with this id; KeyError names the unknown id."""
    try:
        return _BY_ID[mode_id]
    except KeyError:
        raise KeyError(f"unknown failure mode {mode_id!r}") from None
