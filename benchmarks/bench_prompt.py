"""The system prompt's size: characters and an estimate of its tokens.

    python benchmarks/bench_prompt.py [--json]

No tokenizer's vocabulary is on this machine (nothing downloads one at run time), so tokens are
estimated two ways that bracket BPE tokenizers on English text: word-and-punctuation pieces
(`\\w+|[^\\w\\s]`) and characters / 4. Both for the whole prompt and for the scored-contract
block rendered from required_facts.yaml.
"""

from __future__ import annotations

import argparse
import json
import re

from rubric.contract import CONTRACT_BEGIN, CONTRACT_END
from tearsheet_env.env import system_prompt


def sizes(text: str) -> dict[str, int]:
    return {"chars": len(text), "pieces": len(re.findall(r"\w+|[^\w\s]", text)),
            "chars_div_4": round(len(text) / 4)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    prompt = system_prompt()
    block = prompt[prompt.index(CONTRACT_BEGIN):prompt.index(CONTRACT_END) + len(CONTRACT_END)]
    out = {"prompt": sizes(prompt), "scored_contract": sizes(block)}
    if args.json:
        print(json.dumps(out, indent=2))
        return
    for name, s in out.items():
        print(f"{name}: {s['chars']} chars, ~{s['pieces']} tokens (word pieces), "
              f"~{s['chars_div_4']} tokens (chars/4)")


if __name__ == "__main__":
    main()
