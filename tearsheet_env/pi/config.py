"""The pi configuration of one run, rendered from the project's single sources:

- `agent_runtime/models.json` (a template) → `$PI_CODING_AGENT_DIR/models.json`, with
  `${VAR:-default}` filled from the environment. Keys stay `$NAME` references that pi resolves
  when it calls the provider, so no secret is ever written to disk or put on a command line.
- `tearsheet_env.env.system_prompt()` → the file pi appends to its system prompt
  (`--append-system-prompt`); pi's own AGENTS.md discovery is off, so the contract is read once.
- the environment's tool definitions (`tearsheet_env.env.TOOL_FUNCS`, as verifiers renders them)
  → TEARSHEET_TOOL_SPECS, which the websearch/fetch extension registers verbatim.
"""

from __future__ import annotations

import functools
import json
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rubric.contract import runtime_dir

# the providers of models.json and the environment variable that names each one's model
PROVIDERS = ("tearsheet-policy", "hf-vllm", "perplexity-agent")
PROVIDER_KEY_VARS = {"perplexity-agent": "PERPLEXITY_API_KEY", "hf-vllm": "HF_TOKEN"}
DEFAULT_PROVIDER = "tearsheet-policy"  # offline: the scripted policies over the closed world
PROVIDER_VAR = "TEARSHEET_AGENT_PROVIDER"
ALLOWED_TOOLS = ("read", "websearch", "fetch")
_VAR = re.compile(r"\$\{(?P<name>[A-Z0-9_]+)(?::-(?P<default>[^}]*))?\}")


def render_template(text: str, environ: Mapping[str, str]) -> str:
    """`${VAR:-default}` and `${VAR}` from `environ`; a bare `$NAME` (a key) is left for pi."""
    def fill(match: re.Match[str]) -> str:
        value = environ.get(match.group("name")) or match.group("default") or ""
        return json.dumps(value)[1:-1]  # stays a valid JSON string body

    return _VAR.sub(fill, text)


def render_models_json(environ: Mapping[str, str] | None = None) -> dict[str, Any]:
    environ = os.environ if environ is None else environ
    text = (runtime_dir() / "models.json").read_text(encoding="utf-8")
    config = json.loads(render_template(text, environ))
    config.pop("$comment", None)
    return config


def default_provider() -> str:
    """$TEARSHEET_AGENT_PROVIDER when it names a provider of models.json, else the offline one."""
    chosen = os.environ.get(PROVIDER_VAR, "").strip()
    if chosen and chosen not in PROVIDERS:
        raise ValueError(f"{PROVIDER_VAR}={chosen!r} is not a provider; providers: "
                         f"{', '.join(PROVIDERS)}")
    return chosen or DEFAULT_PROVIDER


def default_model(provider: str, models: dict[str, Any]) -> str:
    try:
        return str(models["providers"][provider]["models"][0]["id"])
    except (KeyError, IndexError) as exc:
        raise ValueError(f"unknown provider {provider!r}; providers: {', '.join(PROVIDERS)}") \
            from exc


@functools.cache
def tool_specs() -> list[dict[str, Any]]:
    """The environment's websearch/fetch exactly as verifiers declares them to a model."""
    from tearsheet_env.env import tool_defs

    return [{key: tool[key] for key in ("name", "description", "parameters")}
            for tool in tool_defs()]


@dataclass(frozen=True)
class RunFolder:
    """The files of one pi run: its agent folder (models.json), its working folder (pi's cwd)
    and the system-prompt file."""

    root: Path

    @property
    def agent_dir(self) -> Path:
        return self.root / "agent"

    @property
    def work_dir(self) -> Path:
        return self.root / "work"

    @property
    def system_prompt_file(self) -> Path:
        return self.agent_dir / "tearsheet-system-prompt.md"

    def write(self, models: dict[str, Any], system_prompt: str) -> None:
        self.agent_dir.mkdir(parents=True, exist_ok=True)
        self.work_dir.mkdir(parents=True, exist_ok=True)
        (self.agent_dir / "models.json").write_text(json.dumps(models, indent=2))
        # pi settings: no automatic compaction (a transcript must stay whole to be scored)
        (self.agent_dir / "settings.json").write_text(json.dumps(
            {"compaction": {"enabled": False}, "quietStartup": True}))
        self.system_prompt_file.write_text(system_prompt, encoding="utf-8")


def extension_paths() -> list[Path]:
    folder = runtime_dir() / "extensions"
    return [folder / "websearch_fetch.ts", folder / "tool_call_guard.ts"]


def skill_path() -> Path:
    return runtime_dir() / "skills" / "section-completeness"
