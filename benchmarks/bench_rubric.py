"""Rubric benchmark: Tier-A scoring time per oracle rollout, and judge calls per group with and
without discrepancy sampling.

    python benchmarks/bench_rubric.py [--tasks 20] [--repeats 5] [--json]

Transcripts come from the env's scripted policies run in-process against the real world tools
(the runner in tests/tearsheet_testkit/rubric_support.py). Timings are per rollout; the world
and its indices load once per process, as in an RL run. The memo caches of the scorer
(`rubric.memo`) set three regimes:
- `tier_a` (the headline, issue 5's "Tier-A p50 ≤ 2 ms"): a rollout the process has never
  seen, scored against a world it already knows — every rollout-keyed cache (sentences, fact
  values, call arguments, tool-message decodes) is emptied before each timed call, the
  world-keyed ones (page texts, URLs) are warm from one warm-up pass;
- `tier_a_repeat`: the same rollout scored again, nothing emptied (the identical rollouts of a
  deterministic policy's group);
- `tier_a_cold_process`: everything emptied before each call, pages included (the first
  rollouts of a fresh process); fewer repeats, it is slow.
`tier_a` times all of `rubric.score.prepare`, everything before the judge: parse, registry
rebuild, behaviour, gate, Tier-A verifiers, reward. The caller holds the result while it uses
it; freeing it (a rollout's decoded pages and parsed report) is timed apart, as `release`.
`breakdown` times the same stages one by one in the headline regime: `parse` (the shared report
parser), `registry` (`SourceRegistry.from_transcript` + `rubric.transcript.behaviour`), `gate`,
and `verifiers` (the 15 Tier-A verifiers on the parsed report and rebuilt registry).
Judge calls: groups of 4 rollouts of one task (all oracle, all no-search, mixed), scored by the
train-mode rubric with discrepancy sampling on and off; the judge is the offline matcher wrapped
to count its batched calls and claims.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from tearsheet_testkit.rubric_support import eval_rows  # noqa: E402

from rubric import score as S  # noqa: E402
from rubric.claims import OfflineJudge  # noqa: E402
from rubric.tier_a import TierA  # noqa: E402
from rubric.transcript import behaviour, messages_of, report_text  # noqa: E402
from rubric.vf_rubric import build_rubric  # noqa: E402
from tearsheet_env.world.difficulty import rollout as run_policy  # noqa: E402


class CountingJudge:
    def __init__(self) -> None:
        self.inner = OfflineJudge()
        self.name = self.inner.name
        self.calls = 0
        self.claims = 0
        self.seconds = 0.0

    def judge(self, cases):
        self.calls += 1
        self.claims += len(cases)
        t0 = time.perf_counter()
        try:
            return self.inner.judge(cases)
        finally:
            self.seconds += time.perf_counter() - t0


def _pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(q * (len(xs) - 1))))]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tasks", type=int, default=20)
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()

    from rubric.contract import load_contract
    from rubric.registry import SourceRegistry
    from rubric.world_index import world_index
    from tearsheet_env import parse_report
    from tearsheet_env.world import load_world

    world = load_world()
    rows = eval_rows(world, args.tasks)
    oracle = [run_policy("oracle", r, world) for r in rows]
    contract = load_contract()
    for p, c, i in oracle:  # warm-up: world index, caches
        S.prepare(p, c, i)

    from rubric import memo
    from rubric.gate import contamination_hits

    release: list[float] = []

    def timed(clear: tuple[str, ...], repeats: int) -> list[float]:
        out = []
        for _ in range(repeats):
            for p, c, info in oracle:
                memo.clear(*clear) if clear else None
                t0 = time.perf_counter()
                prepared = S.prepare(p, c, info)
                out.append(time.perf_counter() - t0)
                # the caller keeps a result while it uses it; freeing it is timed on its own
                t0 = time.perf_counter()
                del prepared
                release.append(time.perf_counter() - t0)
        return out

    total = timed(("rollout",), args.repeats)
    total_release = list(release)  # the release of a new rollout's result only
    repeat = timed((), args.repeats)
    cold_process = timed(("rollout", "world"), 1)
    for p, c, i in oracle:  # the world-keyed caches, warm again
        S.prepare(p, c, i)

    verif, parse, reg, gate = [], [], [], []
    for _ in range(args.repeats):
        for p, c, info in oracle:
            memo.clear("rollout")
            t0 = time.perf_counter()
            text = report_text(c)
            report = parse_report(text)
            t1 = time.perf_counter()
            msgs = messages_of(p, c)
            registry = SourceRegistry.from_transcript(msgs)
            beh = behaviour(msgs)
            t2 = time.perf_counter()
            contamination_hits(text)
            t3 = time.perf_counter()
            widx, _ = world_index(info)
            company = widx.companies[info["company_id"]]
            result = TierA(contract, report, registry, beh, company, widx).run()
            t4 = time.perf_counter()
            del text, report, msgs, registry, beh, result  # freed outside the timers
            parse.append(t1 - t0)
            reg.append(t2 - t1)
            gate.append(t3 - t2)
            verif.append(t4 - t3)

    def ms(xs: list[float]) -> dict[str, float]:
        return {"p50_ms": round(statistics.median(xs) * 1e3, 3),
                "p95_ms": round(_pct(xs, 0.95) * 1e3, 3), "n": len(xs)}

    groups = []
    for r in rows[: max(1, min(6, len(rows)))]:
        o = run_policy("oracle", r, world)
        n = run_policy("no_search", r, world)
        f = run_policy("fabricated_numbers", r, world)
        groups += [[o] * 4, [n] * 4, [o, n, f, o]]
    judge_calls = {}
    for label, sampling in (("with_discrepancy_sampling", True),
                            ("without_discrepancy_sampling", False)):
        judge = CountingJudge()
        rubric = build_rubric("train", judge=judge, discrepancy_sampling=sampling)
        for g in groups:
            rubric.score_states([{"prompt": p, "completion": c, "info": i} for p, c, i in g])
        judge_calls[label] = {"groups": len(groups), "judge_calls": judge.calls,
                              "claims_judged": judge.claims,
                              "calls_per_group": round(judge.calls / len(groups), 3),
                              "judge_ms_per_claim": round(judge.seconds * 1e3
                                                          / max(1, judge.claims), 3),
                              "groups_skipped": rubric.stats["groups_skipped"]}

    out = {"rollouts": len(oracle), "tier_a": ms(total), "tier_a_repeat": ms(repeat),
           "tier_a_cold_process": ms(cold_process), "release": ms(total_release),
           "breakdown": {"parse": ms(parse), "registry": ms(reg), "gate": ms(gate),
                         "verifiers": ms(verif)},
           "judge": judge_calls}
    if args.json:
        print(json.dumps(out, indent=2))
        return 0
    from rich.console import Console
    from rich.table import Table

    t = Table(title=f"rubric timings per oracle rollout ({len(oracle)} tasks × {args.repeats})")
    for col in ("stage", "p50 ms", "p95 ms"):
        t.add_column(col)
    t.add_row("tier_a (prepare, new rollout)", str(out["tier_a"]["p50_ms"]),
              str(out["tier_a"]["p95_ms"]))
    for k, v in out["breakdown"].items():
        t.add_row(f"  {k}", str(v["p50_ms"]), str(v["p95_ms"]))
    for k in ("release", "tier_a_repeat", "tier_a_cold_process"):
        t.add_row(k, str(out[k]["p50_ms"]), str(out[k]["p95_ms"]))
    j = Table(title="judge calls per group (train mode)")
    for col in ("mode", "groups", "calls", "claims", "calls/group", "skipped", "ms/claim"):
        j.add_column(col)
    for k, v in judge_calls.items():
        j.add_row(k, str(v["groups"]), str(v["judge_calls"]), str(v["claims_judged"]),
                  str(v["calls_per_group"]), str(v["groups_skipped"]),
                  str(v["judge_ms_per_claim"]))
    Console().print(t, j)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
