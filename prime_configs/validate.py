"""Validate the TOMLs against prime-rl's own config schema, the way its launchers parse them.

Needs a Python 3.12 venv holding prime-rl's slim config package and this project (README.md,
"Validating the configs"): `python prime_configs/validate.py`. Every TOML but legacy/ is parsed
with prime-rl's `RLConfig` / `SFTConfig` / `EvalsConfig` through `pydantic_config.cli`, as
`uv run rl @ rl.toml` does; the taskset table is narrowed by verifiers to the installed
`TearsheetTasksetConfig` (and the custom renderer's import path is loaded), so a key either
schema does not know fails here. Prints one line per file; exit 1 when any fails.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def schemas() -> dict[str, type]:
    from prime_rl.configs.evals import EvalsConfig
    from prime_rl.configs.rl import RLConfig
    from prime_rl.configs.sft import SFTConfig

    return {"rl.toml": RLConfig, "rl-qwen3.toml": RLConfig, "sft.toml": SFTConfig,
            "eval.toml": EvalsConfig}


def main() -> int:
    from pydantic_config import cli

    failed = 0
    for name, schema in schemas().items():
        try:
            cli(schema, args=["@", str(HERE / name)])
        except (Exception, SystemExit) as exc:  # noqa: BLE001 - report every file
            failed += 1
            print(f"FAIL {name} ({schema.__name__}): {exc}")
        else:
            print(f"ok   {name} ({schema.__name__})")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
