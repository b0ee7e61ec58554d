"""Throughput of the environment with the oracle, and the environment's share of the time.

The oracle is served by `tearsheet-env serve-policy` in its own process (so the policy's work
is "waiting on the policy server" from the environment's side); the environment runs in this
process through verifiers' own `Environment.evaluate` (grouped rollouts, rubric scoring).

Reported per concurrency level:
- `rollouts_per_s`: rollouts / wall seconds of the run;
- `env_share`: environment seconds / (environment + model seconds), where environment seconds
  are verifiers' own per-rollout `setup` + `env` spans (tool calls, registry) plus each group's
  `scoring` span once, and model seconds are the per-rollout `model` spans (request to the
  policy server and back);
- `env_cpu_share`: CPU seconds this (environment) process used / (wall seconds × cores),
  a cross-check that does not depend on how spans overlap; `env_cpu_s_per_rollout` and
  `policy_cpu_s_per_rollout` split the CPU per rollout between the two processes, and
  `load_average_1m` says how busy the machine was (other work slows both).

Both reward modes are measured: `train` (what an RL run uses: discrepancy sampling skips the
judge for groups whose Tier-A rewards agree, as identical oracle rollouts do) and `eval` (the
judge scores every claim of every rollout).

Usage: python benchmarks/bench_env.py [--json] [--rollouts 64] [--concurrency 1 16]
                                      [--reward-modes train eval]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import subprocess
import sys
import time


def start_server() -> tuple[subprocess.Popen, str]:
    proc = subprocess.Popen([sys.executable, "-m", "tearsheet_env.cli.main", "serve-policy",
                             "--policy", "oracle"], stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    return proc, proc.stdout.readline().strip()


async def warm(url: str) -> None:
    """One request so the server has loaded and indexed its world before timing starts."""
    import httpx

    from tearsheet_env.dataset import task_prompt

    async with httpx.AsyncClient(timeout=120) as client:
        await client.post(f"{url}/chat/completions", json={"model": "oracle", "messages": [
            {"role": "user", "content": task_prompt("Nobody", "https://nobody.test")}]})


def process_cpu(pid: int) -> float:
    """CPU seconds (user + system) a process has used, from /proc (0.0 where unavailable)."""
    try:
        fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return 0.0


def run_level(env, url: str, concurrency: int, rollouts: int, per_example: int,
              reward_mode: str = "eval", server_pid: int = 0) -> dict:
    from verifiers.types import ClientConfig

    client = ClientConfig(api_key_var="BENCH_UNSET_KEY", api_base_url=url, max_retries=0)
    examples = max(1, rollouts // per_example)
    groups = max(1, concurrency // per_example)
    cpu0, t0, server0 = time.process_time(), time.perf_counter(), process_cpu(server_pid)
    out = asyncio.run(env.evaluate(client=client, model="oracle", num_examples=examples,
                                   rollouts_per_example=per_example, max_concurrent=groups,
                                   on_progress=lambda *a, **k: None))
    wall, cpu = time.perf_counter() - t0, time.process_time() - cpu0
    server_cpu = process_cpu(server_pid) - server0
    rows = out["outputs"]
    env_s = model_s = 0.0
    seen_scoring: set[tuple[float, float]] = set()
    for row in rows:
        t = row["timing"]
        env_s += t["setup"]["duration"] + t["env"]["duration"]
        model_s += t["model"]["duration"]
        span = (t["scoring"]["start"], t["scoring"]["end"])
        if span not in seen_scoring:  # a group's rollouts share one scoring span
            seen_scoring.add(span)
            env_s += t["scoring"]["duration"]
    return {
        "reward_mode": reward_mode,
        "concurrency": concurrency,
        "rollouts": len(rows),
        "rollouts_per_example": per_example,
        "wall_s": round(wall, 3),
        "rollouts_per_s": round(len(rows) / wall, 2),
        "env_s_per_rollout": round(env_s / len(rows), 4),
        "model_s_per_rollout": round(model_s / len(rows), 4),
        "env_share": round(env_s / max(env_s + model_s, 1e-9), 4),
        "env_cpu_share": round(cpu / (wall * (os.cpu_count() or 1)), 4),
        "env_cpu_s_per_rollout": round(cpu / len(rows), 4),
        "policy_cpu_s_per_rollout": round(server_cpu / len(rows), 4),
        "load_average_1m": round(os.getloadavg()[0], 2),
        "mean_raw_reward": round(sum(r["metrics"].get("raw_reward", r["reward"])
                                     for r in rows) / len(rows), 4),
        "errors": sum(1 for r in rows if r.get("error")),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--rollouts", type=int, default=48,
                        help="rollouts per level (the same tasks at every level)")
    parser.add_argument("--concurrency", type=int, nargs="+", default=[1, 16])
    parser.add_argument("-r", "--per-example", type=int, default=2)
    parser.add_argument("--reward-modes", nargs="+", default=["train", "eval"],
                        choices=["train", "eval"])
    args = parser.parse_args()

    import logging

    logging.disable(logging.WARNING)
    from tearsheet_env import load_environment

    proc, url = start_server()
    levels = []
    try:
        asyncio.run(warm(url))
        for mode in args.reward_modes:
            env = load_environment(num_examples=max(1, args.rollouts // args.per_example),
                                   reward_mode=mode)
            run_level(env, url, 2, 2 * args.per_example, args.per_example, mode)  # warm-up
            for c in args.concurrency:
                levels.append(run_level(env, url, c, args.rollouts, args.per_example, mode,
                                        proc.pid))
    finally:
        proc.terminate()
        proc.wait(10)
    result = {"benchmark": "bench_env", "policy": "oracle", "cpus": os.cpu_count(),
              "levels": levels}
    if args.json:
        print(json.dumps(result))
    else:
        for lv in levels:
            print(f"{lv['reward_mode']:>5} concurrency {lv['concurrency']:>3}: "
                  f"{lv['rollouts_per_s']:>6} rollouts/s, env share {lv['env_share']:.1%} "
                  f"(cpu {lv['env_cpu_share']:.1%}), mean reward {lv['mean_raw_reward']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
