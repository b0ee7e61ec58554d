#!/usr/bin/env bash
# tearsheet-env on two A100s: Stage 1 SFT warm-up (100 steps), then merge the adapter, then
# Stage 2 GRPO (after a preparation step that exports the SFT dataset to parquet).
# GPU 0 serves vLLM (SFT's online evals, then GRPO rollouts), GPU 1 trains: prime-rl gives
# inference the first GPUs of CUDA_VISIBLE_DEVICES. A status page answers on $PORT the whole
# time (a Space that answers nothing for 30 minutes is killed).
#
#   start_a100x2_grpo.sh            run the three stages
#   start_a100x2_grpo.sh --dry-run  print the plan (GPU roles, every command, the TOMLs) and
#                                   warn of what a real run still needs; run nothing, exit 0
#
# Environment: SFT_DATASET (required: an HF dataset id, or a folder written by
# `tearsheet-env train dataset` / save_to_disk), WANDB_API_KEY (required unless WANDB_MODE is
# offline), PORT (7860), OUTPUT_DIR (/data/outputs when /data exists, else ~/outputs),
# PRIME_CONFIGS (the TOMLs; default: the repository's prime_configs/ from a checkout, the one
# beside the script's folder in the image), BASE_MODEL (LiquidAI/LFM2.5-8B-A1B).
set -euo pipefail

DRY_RUN=0
for arg in "$@"; do
  case "$arg" in
    --dry-run) DRY_RUN=1 ;;
    -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
    *) echo "start_a100x2_grpo.sh: error: unknown argument '$arg' (use --dry-run or --help)" >&2; exit 2 ;;
  esac
done

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
PORT="${PORT:-7860}"
if [[ -d /data ]]; then DEFAULT_OUT=/data/outputs; else DEFAULT_OUT=~/outputs; fi
OUTPUT_DIR="${OUTPUT_DIR:-$DEFAULT_OUT}"
BASE_MODEL="${BASE_MODEL:-LiquidAI/LFM2.5-8B-A1B}"
SFT_STEPS=100
SFT_PARQUET="$OUTPUT_DIR/datasets/sft-parquet"
ADAPTER="$OUTPUT_DIR/sft/broadcasts/step_$SFT_STEPS"
MERGED="$OUTPUT_DIR/merged"
STATUS_DIR="$OUTPUT_DIR/status"
export CUDA_VISIBLE_DEVICES="${CUDA_VISIBLE_DEVICES:-0,1}"  # two GPUs even on a 4-GPU flavor

# wrong settings: errors, the dry run's too (its plan would be wrong)
problems=()
if [[ -z "${PRIME_CONFIGS:-}" ]]; then
  # the first folder holding both TOMLs: the repository's (the script run from a checkout), the
  # assembled Space repository's (beside the script), the image's (beside the script's folder)
  for candidate in "$HERE/../../prime_configs" "$HERE/prime_configs" "$HERE/../prime_configs"; do
    if [[ -f "$candidate/sft.toml" && -f "$candidate/rl.toml" ]]; then
      PRIME_CONFIGS="$(cd "$candidate" && pwd)"
      break
    fi
  done
  [[ -n "${PRIME_CONFIGS:-}" ]] || problems+=("no prime_configs/ with sft.toml and rl.toml in the repository or beside this script (set PRIME_CONFIGS)")
fi
if [[ -n "${PRIME_CONFIGS:-}" ]]; then
  for toml in sft.toml rl.toml; do
    [[ -f "$PRIME_CONFIGS/$toml" ]] || problems+=("$PRIME_CONFIGS/$toml is missing (set PRIME_CONFIGS)")
  done
fi
[[ "$PORT" =~ ^[0-9]+$ ]] || problems+=("PORT must be a number, got '$PORT'")
[[ "$CUDA_VISIBLE_DEVICES" =~ ^[0-9]+,[0-9]+$ ]] || problems+=("CUDA_VISIBLE_DEVICES must name two GPUs, got '$CUDA_VISIBLE_DEVICES'")
if ((${#problems[@]})); then
  for p in "${problems[@]}"; do echo "start_a100x2_grpo.sh: error: $p" >&2; done
  exit 2
fi

# what only a real run needs: it refuses to start without them; the dry run warns of them
needs=()
[[ -n "${SFT_DATASET:-}" ]] || needs+=("SFT_DATASET is not set (an HF dataset id or a dataset folder)")
if [[ -z "${WANDB_API_KEY:-}" && "${WANDB_MODE:-}" != "offline" ]]; then
  needs+=("WANDB_API_KEY is not set (or set WANDB_MODE=offline)")
fi
if command -v nvidia-smi >/dev/null 2>&1; then
  gpus="$(nvidia-smi -L 2>/dev/null | grep -c '^GPU ' || true)"
  ((gpus >= 2)) || needs+=("two GPUs: nvidia-smi lists $gpus")
else
  # not a refusal: a container may lack nvidia-smi and still have its GPUs
  echo "start_a100x2_grpo.sh: warning: nvidia-smi is not on PATH, so the GPUs were not counted (a run needs two)" >&2
fi
if ((${#needs[@]})); then
  if ((DRY_RUN)); then
    for n in "${needs[@]}"; do echo "start_a100x2_grpo.sh: warning: a real run needs: $n" >&2; done
  else
    for n in "${needs[@]}"; do echo "start_a100x2_grpo.sh: error: $n" >&2; done
    exit 2
  fi
fi
IFS=, read -r GPU_INFER GPU_TRAIN <<<"$CUDA_VISIBLE_DEVICES"

# the commands, one string each, so --dry-run prints exactly what a run executes
# (unset only in a dry run, which shows the variable's name in its place)
EXPORT_CMD=(python "$HERE/export_sft_dataset.py" "${SFT_DATASET:-\$SFT_DATASET}" "$SFT_PARQUET")
SFT_CMD=(sft @ "$PRIME_CONFIGS/sft.toml" --model.name "$BASE_MODEL" --data.name "$SFT_PARQUET" --max-steps "$SFT_STEPS" --output-dir "$OUTPUT_DIR/sft")
MERGE_CMD=(python -m tearsheet_env.merge_adapter --base "$BASE_MODEL" --adapter "$ADAPTER" --out "$MERGED")
RL_CMD=(rl @ "$PRIME_CONFIGS/rl.toml" --model.name "$MERGED" --output-dir "$OUTPUT_DIR/rl")

show() { printf '%q ' "$@"; printf '\n'; }

if ((DRY_RUN)); then
  echo "== dry run: nothing is executed"
  echo "GPU $GPU_INFER: vLLM inference (SFT online evals, then GRPO rollouts)"
  echo "GPU $GPU_TRAIN: trainer (SFT, then GRPO)"
  echo "status page: http://0.0.0.0:$PORT/ (python -m http.server, $STATUS_DIR)"
  echo "== prepare: export the SFT dataset to parquet (prime-rl reads it with load_dataset)"
  show "${EXPORT_CMD[@]}"
  echo "== Stage 1: SFT warm-up, $SFT_STEPS steps (GPU $GPU_INFER eval vLLM, GPU $GPU_TRAIN trainer)"
  show "${SFT_CMD[@]}"
  echo "== merge: the SFT adapter into $BASE_MODEL (prime-rl has no SFT-to-RL adapter hand-off)"
  show "${MERGE_CMD[@]}"
  echo "== Stage 2: GRPO from the merged model (GPU $GPU_INFER vLLM rollouts, GPU $GPU_TRAIN trainer)"
  show "${RL_CMD[@]}"
  for toml in sft.toml rl.toml; do
    echo "== $PRIME_CONFIGS/$toml"
    cat "$PRIME_CONFIGS/$toml"
  done
  if ((${#needs[@]})); then
    echo "== a real run would refuse to start: ${#needs[@]} thing(s) missing (the warnings, on stderr)"
  fi
  exit 0
fi

mkdir -p "$STATUS_DIR" "$OUTPUT_DIR/logs"
status() {  # the status page: the current stage and the tail of its log
  local stage="$1" log="${2:-}"
  {
    echo "<!doctype html><meta charset=utf-8><meta http-equiv=refresh content=30>"
    echo "<title>DeepResearch RL Trainer</title><h1>tearsheet-env: SFT warm-up, then GRPO</h1>"
    echo "<p>GPU $GPU_INFER vLLM, GPU $GPU_TRAIN trainer. $(date -u '+%Y-%m-%d %H:%M:%S UTC')</p>"
    echo "<h2>$stage</h2>"
    if [[ -n "$log" && -f "$log" ]]; then
      echo "<pre>"; tail -n 40 "$log" | sed 's/&/\&amp;/g; s/</\&lt;/g'; echo "</pre>"
    fi
  } >"$STATUS_DIR/index.html.tmp"
  mv "$STATUS_DIR/index.html.tmp" "$STATUS_DIR/index.html"
}
status "starting"
python -m http.server "$PORT" --bind 0.0.0.0 --directory "$STATUS_DIR" >/dev/null 2>&1 &
SERVER_PID=$!
trap 'kill "$SERVER_PID" 2>/dev/null || true' EXIT

run_stage() {  # run_stage NAME LOG CMD... : run with the status page following its log
  local name="$1" log="$2"; shift 2
  status "$name" "$log"
  "$@" >"$log" 2>&1 &
  local pid=$!
  while kill -0 "$pid" 2>/dev/null; do status "$name" "$log"; sleep 20; done
  if ! wait "$pid"; then
    status "FAILED: $name (see $log)" "$log"
    echo "start_a100x2_grpo.sh: error: $name failed; log: $log" >&2
    sleep infinity  # keep the status page up so the failure can be read
  fi
}

run_stage "prepare: export the SFT dataset" "$OUTPUT_DIR/logs/export.log" "${EXPORT_CMD[@]}"
run_stage "Stage 1: SFT warm-up ($SFT_STEPS steps)" "$OUTPUT_DIR/logs/sft.log" "${SFT_CMD[@]}"
run_stage "merge: the SFT adapter" "$OUTPUT_DIR/logs/merge.log" "${MERGE_CMD[@]}"
run_stage "Stage 2: GRPO" "$OUTPUT_DIR/logs/rl.log" "${RL_CMD[@]}"
status "done: merged SFT model in $MERGED, GRPO run in $OUTPUT_DIR/rl" "$OUTPUT_DIR/logs/rl.log"
sleep infinity  # the Space stays up to show the result
