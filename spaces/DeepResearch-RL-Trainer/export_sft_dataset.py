"""Write an SFT dataset as parquet for prime-rl, which reads datasets with `load_dataset`:
`python export_sft_dataset.py SOURCE OUT_DIR`. SOURCE is a folder written by `save_to_disk` (what
`tearsheet-env train dataset` writes) or an HF dataset id (its train split); the rows keep their
`messages` and `tools` columns."""

import sys
from pathlib import Path

from datasets import load_dataset, load_from_disk


def main(source: str, out: Path) -> int:
    saved = Path(source, "dataset_info.json").is_file() or Path(source, "state.json").is_file()
    dataset = load_from_disk(source) if saved else load_dataset(source, split="train")
    if "messages" not in dataset.column_names:
        print(f"export_sft_dataset: {source} has no 'messages' column", file=sys.stderr)
        return 2
    out.mkdir(parents=True, exist_ok=True)
    dataset.to_parquet(str(out / "train.parquet"))
    print(f"{len(dataset)} rows -> {out / 'train.parquet'}")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1], Path(sys.argv[2])))
