"""The SFT → RL hand-off: a real LoRA adapter on a tiny random model, merged by
`python -m tearsheet_env.merge_adapter` (its `main`, in process), gives the adapted model's
logits."""

from __future__ import annotations

from tearsheet_testkit.extras import need_extra

need_extra("train", "torch", "peft", "tokenizers", "transformers")

import torch  # noqa: E402
from peft import LoraConfig, PeftModel, get_peft_model  # noqa: E402
from tokenizers import Tokenizer, models, pre_tokenizers  # noqa: E402
from transformers import AutoModelForCausalLM, LlamaConfig, PreTrainedTokenizerFast  # noqa: E402

from tearsheet_env.merge_adapter import main  # noqa: E402


def test_merged_model_matches_the_adapter(tmp_path):
    torch.manual_seed(0)
    config = LlamaConfig(vocab_size=64, hidden_size=32, intermediate_size=64,
                         num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2)
    base_dir, adapter_dir, out_dir = tmp_path / "base", tmp_path / "adapter", tmp_path / "out"
    AutoModelForCausalLM.from_config(config).save_pretrained(base_dir)
    words = Tokenizer(models.WordLevel({f"w{i}": i for i in range(63)} | {"<unk>": 63},
                                       unk_token="<unk>"))
    words.pre_tokenizer = pre_tokenizers.Whitespace()
    PreTrainedTokenizerFast(tokenizer_object=words, unk_token="<unk>").save_pretrained(base_dir)

    lora = get_peft_model(AutoModelForCausalLM.from_pretrained(base_dir),
                          LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "v_proj"]))
    for name, param in lora.named_parameters():
        if "lora_B" in name:  # B starts at zero; make the adapter do something
            torch.nn.init.normal_(param, std=0.5)
    lora.save_pretrained(adapter_dir)

    assert main(["--base", str(base_dir), "--adapter", str(adapter_dir), "--out", str(out_dir),
                 "--dtype", "float32"]) == 0

    ids = torch.tensor([[1, 5, 9, 13]])
    adapted = PeftModel.from_pretrained(AutoModelForCausalLM.from_pretrained(base_dir),
                                        str(adapter_dir))
    merged = AutoModelForCausalLM.from_pretrained(out_dir)
    plain = AutoModelForCausalLM.from_pretrained(base_dir)
    with torch.no_grad():
        want, got, before = (m(ids).logits for m in (adapted, merged, plain))
    assert torch.allclose(got, want, atol=1e-4)
    assert not torch.allclose(got, before, atol=1e-3)
    assert (out_dir / "tokenizer.json").is_file()


def test_not_an_adapter_is_one_line(tmp_path, capsys):
    assert main(["--base", "x", "--adapter", str(tmp_path), "--out", str(tmp_path / "o")]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("merge_adapter:") and "adapter_config.json" in err
    assert len(err.splitlines()) == 1
