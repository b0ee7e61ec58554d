"""`tearsheet-env corpus`: the corpus of real agents' rollouts and their audits (docs/corpus.md).

- `add RUN --id ID`: copy a finished `play` run (or any vf-eval results row) into the corpus;
- `packet ID [--pending] --out FILE`: the audit packet of a rollout (all its findings, or only
  those no reader has audited yet) and `FILE.keys.json`, which maps its F-numbers to findings;
- `import ID ANSWERS.json --keys FILE.keys.json --auditor NAME`: a reader's verdicts into the
  rollout's audit file;
- `figures [--json]`: every rollout re-scored by the current rubric, matched with its audits.
"""

from __future__ import annotations

import argparse
import gzip
import json
from pathlib import Path
from typing import Any

from tearsheet_env.cli.common import error, note

DEFAULT_CORPUS = Path("tests/data/corpus")


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("corpus", help="the corpus of real agents' rollouts and their audits")
    p.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS, help="the corpus folder")
    csub = p.add_subparsers(dest="corpus_command", required=True)
    add = csub.add_parser("add", help="copy a finished play run into the corpus")
    add.add_argument("run", type=Path, help="a play session folder or results.jsonl")
    add.add_argument("--id", required=True, help="the rollout's corpus id, e.g. eval3-careful")
    add.set_defaults(func=_add)
    pk = csub.add_parser("packet", help="write the audit packet of a rollout")
    pk.add_argument("id", help="the rollout's corpus id")
    pk.add_argument("--pending", action="store_true",
                    help="only the findings no reader has audited yet")
    pk.add_argument("--out", type=Path, required=True, help="the packet file (markdown)")
    pk.set_defaults(func=_packet)
    im = csub.add_parser("import", help="read a reader's verdicts into the audit file")
    im.add_argument("id", help="the rollout's corpus id")
    im.add_argument("answers", type=Path, help="the reader's JSON answers")
    im.add_argument("--keys", type=Path, required=True, help="the packet's .keys.json")
    im.add_argument("--auditor", required=True, help="who audited")
    im.set_defaults(func=_import)
    fg = csub.add_parser("figures", help="re-score the corpus and match the audits")
    fg.add_argument("--json", action="store_true", help="print the JSON figures")
    fg.set_defaults(func=_figures)


def _add(args: argparse.Namespace) -> int:
    from tearsheet_env.cli.score_cmd import read_rows

    path = args.run / "results.jsonl" if args.run.is_dir() else args.run
    if not path.is_file():
        return error("corpus", f"{path}: no results file")
    rows, problems = read_rows(path)
    if len(rows) != 1 or problems:
        return error("corpus", f"{path}: expected one rollout, got {len(rows)} ({problems})")
    out = args.corpus / "rollouts" / f"{args.id}.json.gz"
    out.parent.mkdir(parents=True, exist_ok=True)
    with gzip.open(out, "wt", encoding="utf-8") as fh:
        json.dump(rows[0], fh, ensure_ascii=False, sort_keys=True)
    note("corpus", f"added {out}")
    return 0


def _packet(args: argparse.Namespace) -> int:
    from rubric.taxonomy import MODES
    from tearsheet_env.corpus.audit import build_packet, pending_findings
    from tearsheet_env.corpus.figures import load_audit, load_row, rollout_figures, score_row

    _, findings = rollout_figures(args.corpus, args.id)
    audit = load_audit(args.corpus, args.id)
    if args.pending:
        findings = pending_findings(findings, audit)
    row = load_row(args.corpus, args.id)
    text, numbers = build_packet(row, findings, MODES,
                                 copied=score_row(row).explanation.get("copied", []))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(text)
    Path(f"{args.out}.keys.json").write_text(json.dumps(numbers, indent=1))
    note("corpus", f"{len(findings)} findings in {args.out}")
    return 0


def _import(args: argparse.Namespace) -> int:
    from tearsheet_env.corpus.audit import Audit, FindingVerdict, MissedError
    from tearsheet_env.corpus.figures import load_audit, rollout_figures

    answers: dict[str, Any] = json.loads(args.answers.read_text())
    numbers: dict[str, str] = json.loads(args.keys.read_text())
    _, findings = rollout_figures(args.corpus, args.id)
    by_key = {f["key"]: f for f in findings}
    audit = load_audit(args.corpus, args.id) or Audit(rollout=args.id)
    unknown = []
    for item in answers.get("findings") or []:
        key = numbers.get(str(item.get("id")))
        if key is None:
            unknown.append(item.get("id"))
            continue
        f = by_key.get(key, {})
        audit.verdicts[key] = FindingVerdict(
            verdict=item["verdict"], reason=str(item.get("reason") or ""), auditor=args.auditor,
            mode=str(f.get("mode") or ""), where=str(f.get("fact_id") or f.get("sentence") or ""))
    for item in answers.get("missed") or []:
        audit.missed.append(MissedError(auditor=args.auditor, **item))
    audit.save(args.corpus / "audits" / f"{args.id}.json")
    missing = [n for n, k in numbers.items() if k not in audit.verdicts]
    note("corpus", f"{args.id}: {len(audit.verdicts)} verdicts, {len(audit.missed)} missed "
         f"errors; unknown ids {unknown or 'none'}; packet findings without a verdict "
         f"{missing or 'none'}")
    return 1 if unknown or missing else 0


def _three(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.3f}"


def _figures(args: argparse.Namespace) -> int:
    from tearsheet_env.corpus.figures import corpus_figures

    figs = corpus_figures(args.corpus)
    if args.json:
        print(figs.model_dump_json(indent=1))
        return 0
    from rich import box
    from rich.console import Console
    from rich.table import Table

    # narrow headers and no wrapping: the table fits 80 columns whole (an id cut to "trai…"
    # names no rollout); docs/corpus.md explains each column
    table = Table(title=f"corpus {args.corpus}", box=box.SIMPLE_HEAD, pad_edge=False,
                  collapse_padding=True)
    for col in ("id", "style", "reward", "calls", "find", "true", "false", "amb", "pend",
                "miss"):
        table.add_column(col, no_wrap=True)
    for r in figs.rollouts:
        table.add_row(r.id, r.style, f"{r.reward:.3f}", str(r.calls), str(r.findings),
                      str(r.true_error), str(r.false_penalty), str(r.ambiguous),
                      str(len(r.pending)), str(r.missed))
    console = Console()
    console.print(table)
    by_style = ", ".join(f"{k} {v:.3f}" for k, v in figs.false_penalty_share_by_style.items())
    console.print(f"false-penalty share {figs.false_penalty_share:.3f} (by style {by_style}); "
                  f"careful min {_three(figs.careful_min)} median "
                  f"{_three(figs.careful_median)}; missed share {figs.missed_share:.3f} (real "
                  f"errors the auditors listed that no finding names, of all real errors); "
                  f"pending {figs.pending}")
    for company, style, careful, other in figs.pairs:
        console.print(f"  {company}: careful {careful:.3f} vs {style} {other:.3f}"
                      f" {'ok' if careful > other else 'INVERTED'}")
    return 0
