"""The meta-eval's PNG chart: recall per mode as horizontal bars coloured by tier, with the control
false-rejection rate and the Tier-A bar drawn as reference lines. matplotlib with the Agg backend
(no display needed)."""

from __future__ import annotations

from pathlib import Path

from tearsheet_env.census.meta_eval import MetaEvalReport

TIER_COLOURS = {"A": "#1f77b4", "B": "#ff7f0e", None: "#7f7f7f"}
TIER_A_BAR = 0.9


def plot_report(report: MetaEvalReport, path: Path) -> Path:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.patches import Patch

    order = sorted(
        report.per_mode.items(),
        key=lambda kv: (kv[1].tier or "Z", -(kv[1].recall or 0.0), kv[0]),
    )
    names = [
        f"{m.removeprefix('EA03-')}{' (rollout)' if r.kind == 'rollout' else ''}  n={r.cases}"
        for m, r in order
    ]
    recalls = [r.recall or 0.0 for _, r in order]
    colours = [TIER_COLOURS.get(r.tier, TIER_COLOURS[None]) for _, r in order]

    fig, ax = plt.subplots(figsize=(10, 0.32 * len(order) + 2.2), dpi=110)
    y = list(range(len(order)))[::-1]
    detected = [r.detected or 0.0 for _, r in order]
    # behind each bar, lighter: the share rejected at all (under any mode name)
    ax.barh(y, detected, color=colours, alpha=0.25, edgecolor="none")
    ax.barh(y, recalls, color=colours, edgecolor="white")
    for yi, (_, r), val in zip(y, order, recalls, strict=True):
        label = "no cases" if r.recall is None else f"{val:.2f}"
        ax.text(min(val, 1.0) + 0.01, yi, label, va="center", fontsize=8)
    ax.set_yticks(y, names, fontsize=8)
    ax.set_xlim(0, 1.12)
    ax.set_xlabel("recall (share of labelled cases whose predicted modes name the mode)")
    ax.axvline(TIER_A_BAR, color=TIER_COLOURS["A"], ls=":", lw=1)
    handles = [
        Patch(color=TIER_COLOURS["A"], label="Tier A (deterministic)"),
        Patch(color=TIER_COLOURS["B"], label="Tier B (judge)"),
        Patch(color="#7f7f7f", alpha=0.25, label="rejected under any mode"),
    ]
    fr = report.control_false_rejection
    if fr is not None:
        ax.axvline(fr, color="#d62728", ls="--", lw=1.5)
        handles.append(
            plt.Line2D([], [], color="#d62728", ls="--", label=f"control false-rejection {fr:.1%}")
        )
    handles.append(plt.Line2D([], [], color=TIER_COLOURS["A"], ls=":", label="Tier-A bar 0.9"))
    ax.legend(handles=handles, loc="lower right", fontsize=8, framealpha=0.95)
    macro = report.tier_b_macro_recall
    ax.set_title(
        f"Census meta-eval — judge: {report.judge}\n{report.cases} cases "
        f"({report.claim_cases} claims, {report.rollout_cases} rollouts); "
        f"Tier-B macro recall {macro:.2f}" if macro is not None else
        f"Census meta-eval — judge: {report.judge}\n{report.cases} cases",
        fontsize=10,
    )
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path)
    plt.close(fig)
    return path
