"""Tasks of the environment: one per company of the closed world, with its train/eval split.

The user prompt names the company and its website in one fixed sentence. Scripted policies parse
it back with `parse_task_prompt` — the prompt is the only place a policy learns its target.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:
    from tearsheet_env.world import World

Split = Literal["train", "eval", "all"]

PROMPT_TEMPLATE = (
    "Research the company {name} (website: {website}) and write its tearsheet, "
    "following the contract in your instructions."
)
_PROMPT_RE = re.compile(r"Research the company (?P<name>.+?) \(website: (?P<website>[^\s)]+)\)")

# A scripted policy can only research the world it was started on. The environment sends its
# world's content hash with every model request (this header, from this rollout-state key);
# a policy server on another world answers with a notice that starts with
# `rubric.worlds.WORLD_MISMATCH_PREFIX`, which the rubric's gate names (`world mismatch`) and
# `tearsheet-env eval` reports.
WORLD_HEADER = "X-Tearsheet-World"
WORLD_STATE_KEY = "tearsheet_world"


def task_prompt(name: str, website: str) -> str:
    return PROMPT_TEMPLATE.format(name=name, website=website)


def parse_task_prompt(text: str) -> tuple[str, str] | None:
    """(company name, website) from a task prompt, or None when the text is not one."""
    match = _PROMPT_RE.search(text or "")
    if match is None:
        return None
    return match.group("name"), match.group("website")


def is_task_company(company: Any) -> bool:
    """Companies the world marks as non-tasks (e.g. decoys) are left out of the dataset."""
    return bool(getattr(company, "details", {}).get("is_task", True))


def world_info(world: World) -> dict[str, Any]:
    m = world.manifest
    return {"seed": m.seed, "companies": m.companies, "generator_version": m.generator_version,
            "content_hash": m.content_hash}


def task_rows(world: World, split: Split = "eval", num_examples: int = -1) -> list[dict[str, Any]]:
    """Rows `{"prompt", "info"}` for the companies of `split`, in world order."""
    wi = world_info(world)
    rows = []
    for company in world.companies:
        if not is_task_company(company) or (split != "all" and company.split != split):
            continue
        rows.append(
            {
                "prompt": [{"role": "user", "content": task_prompt(company.name, company.website)}],
                "info": {
                    "company_id": company.id,
                    "name": company.name,
                    "website": company.website,
                    "split": company.split,
                    "world": dict(wi),
                },
            }
        )
        if 0 < num_examples <= len(rows):
            break
    return rows


def find_task(world: World, company: str, website: str | None = None
              ) -> tuple[dict[str, Any], int]:
    """The task row of `company` (by name, case-insensitive, or by website) and its example id
    (its index in its split, as vf-eval numbers it). A ValueError says why none fits."""
    rows = task_rows(world, "all")
    wanted = company.strip().casefold()
    matches = [r for r in rows if r["info"]["name"].casefold() == wanted
               and (website is None or r["info"]["website"] == website)]
    if not matches and website:
        matches = [r for r in rows if r["info"]["website"] == website]
    if not matches:
        raise ValueError(f"no task company named {company!r} in the closed world (seed "
                         f"{world.manifest.seed}, {world.manifest.companies} companies); "
                         f"`tearsheet-env world companies` lists them")
    if len(matches) > 1:
        sites = ", ".join(r["info"]["website"] for r in matches)
        raise ValueError(f"{len(matches)} companies are named {company!r} ({sites}); pass the "
                         f"website to pick one")
    task = matches[0]
    split = [r for r in rows if r["info"]["split"] == task["info"]["split"]]
    return task, split.index(task)
