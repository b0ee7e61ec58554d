"""Training: datasets from real saved rollouts, assistant-only labels per chat template, router
freezing, prompt-mean loss, SFT on the tiny LFM2-MoE and on SmolLM2-135M, GRPO on SmolLM2
through the real tools and rubric, and SmolLM2 served to the real `tearsheet-env eval`.

SmolLM2 is loaded once per session; steps, sequence lengths and token budgets are tiny."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from tearsheet_testkit.extras import need_extra

need_extra("train", "torch", "transformers", "peft", "trl")

import torch  # noqa: E402
from tearsheet_testkit.training_support import oracle_results, short_trajectory  # noqa: E402


# ---- session inputs --------------------------------------------------------------------------
@pytest.fixture(scope="session")
def train_results(tmp_path_factory):
    return oracle_results(tmp_path_factory.mktemp("oracle-train"), n=2, split="train")


@pytest.fixture(scope="session")
def eval_results(tmp_path_factory):
    return oracle_results(tmp_path_factory.mktemp("oracle-eval"), n=1, split="eval")


@pytest.fixture(scope="session")
def selected(train_results):
    from tearsheet_env.training import trajectories as T

    rows, problems = T.read_rollouts([train_results])
    kept, report = T.select_rollouts(rows, min_reward=0.5)
    assert not problems and kept
    return kept


@pytest.fixture(scope="session")
def smollm2():
    from tearsheet_env.training.models import load_smollm2

    model, tokenizer = load_smollm2()
    return model, tokenizer


def _fresh_smollm2(smollm2):
    """An independent copy (each training test adapts its own)."""
    import copy

    model, tokenizer = smollm2
    return copy.deepcopy(model), copy.deepcopy(tokenizer)


def _tiny_lfm2():
    from tearsheet_env.training.models import TINY_LFM2_NAME, load_model

    return load_model(TINY_LFM2_NAME)


# ---- datasets --------------------------------------------------------------------------------
def test_dataset_rows_are_openai_messages_with_tools_info_and_reward(train_results, tmp_path):
    from datasets import load_from_disk

    from tearsheet_env.cli.main import main

    out = tmp_path / "ds"
    # the same file twice: every rollout is a duplicate the second time
    assert main(["train", "dataset", str(train_results), str(train_results), "--out", str(out),
                 "--min-reward", "0.5"]) == 0
    sft = load_from_disk(str(out / "sft"))
    assert len(sft) == 2
    row = sft[0]
    assert [m["role"] for m in row["messages"][:2]] == ["system", "user"]
    assert row["messages"][-1]["role"] == "assistant" and row["messages"][-1]["content"]
    calls = [c for m in row["messages"] if m["tool_calls"] for c in m["tool_calls"]]
    ids = {c["id"] for c in calls}
    assert calls and all(c["type"] == "function" and json.loads(c["function"]["arguments"])
                         for c in calls)
    assert all(m["tool_call_id"] in ids for m in row["messages"] if m["role"] == "tool")
    assert [t["function"]["name"] for t in json.loads(row["tools"])] == ["websearch", "fetch"]
    assert row["info"]["split"] == "train" and row["reward"] >= 0.5
    # a threshold above every reward keeps nothing, and says so
    assert main(["train", "dataset", str(train_results), "--out", str(tmp_path / "none"),
                 "--min-reward", "1.01"]) == 1 or not (tmp_path / "none" / "sft").exists()


def test_dataset_builder_refuses_eval_split(eval_results, train_results, tmp_path):
    from tearsheet_env.training import trajectories as T

    cli = subprocess.run([sys.executable, "-m", "tearsheet_env.cli.main", "train", "dataset",
                          str(eval_results), "--out", str(tmp_path / "ds")],
                         capture_output=True, text=True)
    assert cli.returncode == 2
    assert "eval split" in cli.stderr and "Traceback" not in cli.stderr
    assert not (tmp_path / "ds" / "sft").exists()
    rows, _ = T.read_rollouts([eval_results, train_results])
    kept, report = T.select_rollouts(rows, min_reward=0.0, drop_eval=True)
    assert report.eval_split == 1 and all(r["info"]["split"] == "train" for r in kept)
    # a row whose info lost its split is looked up in its world, not trusted blindly
    stripped = [{**r, "info": {k: v for k, v in r["info"].items() if k != "split"}}
                for r in T.read_rollouts([eval_results])[0]]
    with pytest.raises(T.DatasetBuildError, match="eval split"):
        T.select_rollouts(stripped)


def test_teacher_prefixes_cut_at_tool_observation_boundaries(selected):
    from tearsheet_env.training.trajectories import prefix_records

    records = prefix_records(selected)
    per_trajectory = sum(
        sum(1 for k in range(1, len(r["messages"]))
            if r["messages"][k]["role"] == "assistant" and r["messages"][k - 1]["role"] == "tool")
        for r in selected)
    assert len(records) == per_trajectory > 0
    for rec in records:
        assert rec["prompt"][-1]["role"] == "tool"
        assert rec["completion"][0]["role"] == "assistant"
        assert rec["info"]["company_id"] and rec["info"]["world"]["content_hash"]
    first = records[0]
    whole = next(r["messages"] for r in selected if r["info"] == first["info"])
    assert first["prompt"] + first["completion"] == whole


def _weave_calls(messages):
    """A Weave export of a real trajectory: one chat call per assistant turn, as the pi/OTel
    tracing records them (inputs.messages = the conversation so far, output = the turn)."""
    calls = []
    for k, m in enumerate(messages):
        if m["role"] == "assistant":
            calls.append({"id": f"call-{k}", "trace_id": "trace-1", "op_name": "chat",
                          "inputs": {"messages": messages[:k]},
                          "output": {"choices": [{"message": m}]}})
    # an incomplete trace (it stops on a tool call) is not a teacher trajectory
    k = next(i for i, m in enumerate(messages) if m["role"] == "assistant")
    calls.append({"id": "cut", "trace_id": "trace-2", "op_name": "chat",
                  "inputs": {"messages": messages[:k]},
                  "output": {"choices": [{"message": messages[k]}]}})
    return calls


def test_weave_export_harvest(selected, tmp_path):
    from tearsheet_env.scoring import rescore_rows
    from tearsheet_env.training import weave_harvest as W

    export = tmp_path / "weave.jsonl"
    export.write_text("\n".join(json.dumps(c) for c in _weave_calls(selected[0]["messages"])))
    rows = W.rows_from_calls(W.read_export(export))
    assert len(rows) == 1
    row = rows[0]
    assert row["info"]["company_id"] == selected[0]["info"]["company_id"]
    assert row["reward"] == rescore_rows([row])[0]["reward"] == 1.0  # the rubric's score


@pytest.mark.skipif(not os.environ.get("WANDB_API_KEY"),
                    reason="WANDB_API_KEY is not set: the weave client path needs a real W&B "
                    "project (WANDB_PROJECT) and is never faked")
def test_weave_client_harvest():
    need_extra("weave", "weave")
    from tearsheet_env.training import weave_harvest as W

    calls = W.fetch_calls(limit=50)
    assert isinstance(W.complete_traces(calls), list)


# ---- CLI -------------------------------------------------------------------------------------
@pytest.mark.parametrize("step,settings", [("sft", "SftSettings"), ("grpo", "GrpoSettings")])
def test_train_help_documents_every_option(step, settings):
    import importlib

    cli = subprocess.run([sys.executable, "-m", "tearsheet_env.cli.main", "train", step,
                          "--help"], capture_output=True, text=True, check=True)
    text = " ".join(cli.stdout.split())
    fields = getattr(importlib.import_module(f"tearsheet_env.training.{step}"),
                     settings).model_fields
    for name, info in fields.items():
        assert "--" + name.replace("_", "-") in text
        assert " ".join(info.description.split()) in text


# ---- loss aggregation -----------------------------------------------------------------------
def test_prompt_mean_aggregation_equals_hand_computation():
    from tearsheet_env.training.loss import prompt_mean_loss, sequence_mean_loss

    # two prompts, two rollouts each; masks leave out prompt/tool tokens (0)
    loss = torch.tensor([[1.0, 2.0, 3.0, 9.0],
                         [4.0, 0.0, 0.0, 0.0],
                         [2.0, 2.0, 5.0, 7.0],
                         [6.0, 1.0, 1.0, 1.0]])
    mask = torch.tensor([[1, 1, 0, 1],
                         [1, 0, 0, 0],
                         [0, 1, 1, 1],
                         [1, 1, 1, 1]])
    groups = torch.tensor([0, 0, 1, 1])
    # by hand: rollout means 12/3=4, 4/1=4, 14/3, 9/4; group means 4 and (14/3+9/4)/2
    hand = (4.0 + (14 / 3 + 9 / 4) / 2) / 2
    assert prompt_mean_loss(loss, mask, groups).item() == pytest.approx(hand)
    # trl's loss_type="grpo" (each sequence over its own tokens, then the mean) is the same
    # number when groups are the same size, which GRPO's num_generations guarantees
    assert sequence_mean_loss(loss, mask).item() == pytest.approx(hand)
    # and differs from a token-level mean (DAPO-style) on this batch
    assert (loss * mask).sum().item() / mask.sum().item() != pytest.approx(hand)


# ---- router freezing and LoRA names ----------------------------------------------------------
def test_router_patterns_match_routers_only():
    from tearsheet_env.training.models import freeze_router, router_parameter_names

    model, _ = _tiny_lfm2()
    names = router_parameter_names(model)
    assert names == ["model.layers.2.feed_forward.gate.weight",
                     "model.layers.3.feed_forward.gate.weight"]
    assert freeze_router(model) == names
    frozen = {n for n, p in model.named_parameters() if not p.requires_grad}
    assert frozen == set(names)

    class Named(torch.nn.Module):  # the seed's patterns, on the names real MoE models use
        def __init__(self, names):
            super().__init__()
            self.names = names

        def named_parameters(self):
            return [(n, torch.nn.Parameter(torch.zeros(1))) for n in self.names]

    routers = ["model.layers.0.mlp.gate.weight", "model.layers.1.block_sparse_moe.gate.weight",
               "model.layers.1.moe.gate.weight", "transformer.h.0.router.weight",
               "model.layers.0.mlp.expert_gate.weight"]
    others = ["model.layers.0.mlp.gate_proj.weight", "model.layers.0.feed_forward.w1.weight",
              "model.layers.0.feed_forward.w3.weight", "model.layers.0.self_attn.q_proj.weight",
              "model.layers.2.feed_forward.experts.gate_up_proj"]
    assert router_parameter_names(Named(routers + others)) == routers


# ---- assistant-only labels, per chat template ------------------------------------------------
def _assistant_spans(text: str, open_tag: str, close_tag: str) -> list[tuple[int, int]]:
    """Character spans of each assistant turn's output, through its end-of-turn tag."""
    spans, start = [], 0
    while (i := text.find(open_tag, start)) != -1:
        j = text.find(close_tag, i + len(open_tag))
        spans.append((i + len(open_tag), j + len(close_tag)))
        start = j
    return spans


def _template_cases():
    from trl.chat_template_utils import lfm2_v2_chat_template, qwen3_chat_template

    from tearsheet_env.training.models import tool_chat_template

    return {"smollm2-tools": tool_chat_template(), "lfm2-v2": lfm2_v2_chat_template,
            "qwen3": qwen3_chat_template}


def test_a_template_that_drops_tool_calls_is_refused():
    from trl.chat_template_utils import lfm2_chat_template

    from tearsheet_env.training.chat_templates import TemplateError, training_template

    _, tokenizer = _tiny_lfm2()
    tokenizer.chat_template = lfm2_chat_template
    with pytest.raises(TemplateError, match="renders no tool calls"):
        training_template(tokenizer)


@pytest.mark.parametrize("template", ["smollm2-tools", "lfm2-v2", "qwen3"])
def test_labels_are_minus_100_exactly_outside_assistant_turns(template, selected, tmp_path):
    from datasets import Dataset
    from trl.chat_template_utils import has_generation_markers

    from tearsheet_env.training.sft import SftSettings, sft_trainer, with_argument_objects
    from tearsheet_env.training.trajectories import sft_records

    model, tokenizer = _tiny_lfm2()
    tokenizer.chat_template = _template_cases()[template]
    record = sft_records(selected[:1], max_observation_chars=120)[0]
    trainer = sft_trainer(model, tokenizer, Dataset.from_list([record]),
                          SftSettings(dataset=str(tmp_path), output=str(tmp_path),
                                      max_length=100_000, max_steps=1))
    assert has_generation_markers(tokenizer.chat_template)
    labels = trainer.data_collator([trainer.train_dataset[0]])["labels"][0].tolist()
    ids = trainer.train_dataset[0]["input_ids"]
    # independently: render the same conversation as text and find the assistant turns in it
    text = tokenizer.apply_chat_template(with_argument_objects(record["messages"]),
                                         tools=json.loads(record["tools"]), tokenize=False)
    enc = tokenizer(text, return_offsets_mapping=True, add_special_tokens=False)
    assert enc["input_ids"] == ids
    # each template's end of turn: trl's twins also train the newline after <|im_end|>
    close = "<|im_end|>" if template == "smollm2-tools" else "<|im_end|>\n"
    spans = _assistant_spans(text, "<|im_start|>assistant\n", close)
    assert len(spans) == sum(m["role"] == "assistant" for m in record["messages"])
    inside = [any(a <= s and e <= b for a, b in spans) for s, e in enc["offset_mapping"]]
    kept = [lab != -100 for lab in labels]
    assert kept == inside
    assert all(lab == tok for lab, tok, k in zip(labels, ids, kept, strict=True) if k)
    # the tool-call tokens are among the kept ones (the first assistant turn only calls tools)
    call_start = text.index("websearch", spans[0][0])
    assert call_start < spans[0][1]
    assert any(k and s <= call_start < e
               for k, (s, e) in zip(kept, enc["offset_mapping"], strict=True))


# ---- SFT ---------------------------------------------------------------------------------------
def _sft_dataset(selected):
    from datasets import Dataset

    from tearsheet_env.training.trajectories import sft_records

    records = sft_records(selected)
    for r in records:
        r["messages"] = short_trajectory(r["messages"], assistant_turns=2, observation_chars=80)
    return Dataset.from_list(records)


def _check_sft(model, tokenizer, selected, tmp_path):
    from tearsheet_env.training.models import router_parameter_names
    from tearsheet_env.training.sft import SftSettings, run_sft

    routers = {n: p.detach().clone() for n, p in model.named_parameters()
               if n in set(router_parameter_names(model))}
    settings = SftSettings(dataset=str(tmp_path), output=str(tmp_path), max_steps=3,
                           learning_rate=5e-3, batch_size=2, max_length=768, lora_rank=8,
                           lora_alpha=16)
    summary = run_sft(settings, model=model, tokenizer=tokenizer,
                      dataset=_sft_dataset(selected), save=False)
    assert summary["steps"] == 3 and summary["finite"]
    assert summary["loss_after"] < summary["loss_before"]
    trained = summary["trainer"].model
    after = dict(trained.named_parameters())
    for name, before in routers.items():
        assert torch.equal(after["base_model.model." + name], before)  # bit-identical
    assert summary["router_frozen"] == sorted("base_model.model." + n for n in routers)
    assert _lora_moved(trained)
    return summary


def test_sft_tiny_lfm2_moe(selected, tmp_path):
    model, tokenizer = _tiny_lfm2()
    summary = _check_sft(model, tokenizer, selected, tmp_path)
    assert len(summary["router_frozen"]) == 2


def test_sft_smollm2(smollm2, selected, tmp_path):
    model, tokenizer = _fresh_smollm2(smollm2)
    summary = _check_sft(model, tokenizer, selected, tmp_path)
    assert summary["router_frozen"] == []  # a dense model has no router to freeze


# ---- GRPO ---------------------------------------------------------------------------------------
def _lora_moved(model) -> bool:
    from tearsheet_env.training.models import lora_parameters

    # lora_B starts at zero: any update shows
    return any(n.endswith("lora_B.default.weight") and p.abs().sum() > 0
               for n, p in lora_parameters(model).items())


def test_grpo_smollm2_from_teacher_prefix_learns(smollm2, tmp_path):
    """GRPO from a teacher prefix: the environment resumes from the oracle's research (its tool
    calls re-executed on the closed world), SmolLM2 continues the oracle's report where its last
    facts entry was cut, the rubric scores research + report + continuation, the rewards spread
    within a group, and trl's step moves LoRA."""
    from tearsheet_env.training.grpo import GrpoSettings, run_grpo

    model, tokenizer = _fresh_smollm2(smollm2)
    settings = GrpoSettings(output=str(tmp_path), max_steps=2, num_tasks=2, group_size=4,
                            max_completion_length=40, max_tool_calls=1, lora_rank=8,
                            lora_alpha=16, learning_rate=1e-3, system_prompt="none",
                            prefix="oracle", prefix_facts_left=1, prefix_window_chars=600)
    summary = run_grpo(settings, model=model, tokenizer=tokenizer, save=False)
    trainer = summary["trainer"]
    assert summary["steps"] == 2 and summary["finite"]
    groups = summary["groups"]
    assert len(groups) == 2 and all(len(g["rewards"]) == 4 for g in groups)
    rubric = trainer.reward_funcs[0].rubric
    assert rubric.reward_mode == "train" and rubric.stats["groups"] == 2  # the rubric scored
    for g in groups:
        # each rollout resumed from the teacher's research: real tool calls on the closed
        # world, answering exactly what the oracle was answered
        assert all(n > 0 for n in g["replayed_tool_calls"]) and not any(g["replay_differs"])
        assert sum(g["rewards"]) == pytest.approx(0.0, abs=1e-6)  # zero-mean per group
        assert all(0.0 <= r <= 1.0 for r in g["raw_rewards"])
    # the signal is real: some group's rubric rewards spread, so its advantages are non-zero,
    # as trl saw them (its logged per-group reward std) ...
    assert any(abs(a) > 0 for g in groups for a in g["rewards"])
    assert any(float(e["reward_std"]) > 0 for e in trainer.state.log_history
               if "reward_std" in e)
    # ... and the policy-gradient step moved LoRA
    assert _lora_moved(trainer.model)
    # the prompt continued the report: rendered open, no end of turn, no new assistant turn
    prompt = trainer.train_dataset[0]["prompt"]
    ids, _, _ = trainer._tokenize_prompts([prompt] * len(trainer._batch_environments))
    text = tokenizer.decode(ids[0])
    assert text.endswith(prompt[-1]["content"]) and prompt[-1]["role"] == "assistant"


def test_report_prefix_cut_view_and_continuation(selected):
    """The teacher's report cut before its last facts entries; the model's view of it; the
    continuation read back out of trl's parsed turn; the facts block closed."""
    from tearsheet_env.training.grpo import closed_facts_block, continuation_text, report_window
    from tearsheet_env.training.trajectories import report_prefix_records

    (rec, *_) = report_prefix_records(selected, facts_left=2)
    whole = selected[0]["messages"][-1]["content"]
    assert rec["research"] == selected[0]["messages"][:-1]
    assert rec["report_so_far"] + rec["teacher_ending"] == whole
    assert rec["teacher_ending"].startswith("- id: ") and rec["teacher_ending"].count("- id: ") == 2
    assert closed_facts_block(rec["report_so_far"]).endswith("\n```\n")
    assert closed_facts_block(whole) == whole  # already closed
    view = report_window(rec["report_so_far"], 300)
    assert rec["report_so_far"].endswith(view) and len(view) <= 300
    assert report_window(rec["report_so_far"], 0) == rec["report_so_far"]
    # trl's parser hands back the turn from the assistant header on, outer whitespace stripped
    assert continuation_text(view.strip() + "\n- id: x", view) == "- id: x"
    assert continuation_text("unrelated", view) == "unrelated"


def test_grpo_prefix_rows_from_an_sft_dataset(train_results, tmp_path):
    """`--prefix DATASET`: the teacher trajectories of a `train dataset` folder become GRPO rows
    whose prompt ends on the open report and whose research the environment resumes."""
    from tearsheet_env.cli.main import main
    from tearsheet_env.training.grpo import GrpoSettings, prefix_dataset

    assert main(["train", "dataset", str(train_results), "--out", str(tmp_path / "ds"),
                 "--min-reward", "0.5"]) == 0
    rows = prefix_dataset(GrpoSettings(prefix=str(tmp_path / "ds" / "sft"), num_tasks=2,
                                       system_prompt="none", prefix_window_chars=400))
    assert len(rows) == 2
    for row in rows:
        assert [m["role"] for m in row["prompt"]] == ["user", "assistant"]
        assert row["report_so_far"].endswith(row["prompt"][-1]["content"])
        research = json.loads(row["research"])
        assert research[0]["role"] == "system" and research[-1]["role"] == "tool"
        assert row["info"]["split"] == "train"


def test_train_grpo_refuses_a_bad_prefix_in_one_line(tmp_path):
    cli = subprocess.run([sys.executable, "-m", "tearsheet_env.cli.main", "train", "grpo",
                          "--prefix", str(tmp_path / "missing"), "--output", str(tmp_path)],
                         capture_output=True, text=True, timeout=120)
    assert cli.returncode != 0 and "Traceback" not in cli.stderr
    assert "train grpo: error: --prefix" in cli.stderr.strip().splitlines()[-1]


def test_grpo_smollm2_from_scratch_through_the_real_tools_and_rubric(smollm2, tmp_path):
    """From scratch (the task alone): the model's rollouts go through the real tools (or fail
    to parse and are scored as turns without calls) and the rubric scores every group."""
    from tearsheet_env.training.grpo import GrpoSettings, run_grpo

    model, tokenizer = _fresh_smollm2(smollm2)
    settings = GrpoSettings(output=str(tmp_path), max_steps=1, num_tasks=1, group_size=2,
                            max_completion_length=32, max_tool_calls=1, lora_rank=8,
                            lora_alpha=16, learning_rate=1e-3, system_prompt="none")
    summary = run_grpo(settings, model=model, tokenizer=tokenizer, save=False)
    trainer = summary["trainer"]
    assert summary["steps"] == 1 and summary["finite"]
    (group,) = summary["groups"]
    assert len(group["rewards"]) == 2 and group["replayed_tool_calls"] == [0, 0]
    rubric = trainer.reward_funcs[0].rubric
    assert rubric.reward_mode == "train" and rubric.stats["groups"] == 1
    assert sum(group["rewards"]) == pytest.approx(0.0, abs=1e-6)
    assert all(0.0 <= r <= 1.0 for r in group["raw_rewards"])


# ---- serving ---------------------------------------------------------------------------------
def test_smollm2_served_to_tearsheet_env_eval(smollm2, tmp_path):
    import httpx

    from tearsheet_env.policies.model_policy import ModelResponder, model_policy
    from tearsheet_env.policies.server import PolicyServer

    model, tokenizer = smollm2
    responder = ModelResponder(model, tokenizer, max_new_tokens=24)
    with PolicyServer(model_policy("smollm2-135m", responder)) as server:
        reply = httpx.post(f"{server.base_url}/chat/completions", timeout=600, json={
            "model": "smollm2-135m",
            "messages": [{"role": "user", "content": "Search the web for the weather."}]})
        assert reply.status_code == 200
        message = reply.json()["choices"][0]["message"]
        assert message["role"] == "assistant"
        assert message.get("content") or message.get("tool_calls")
        cli = subprocess.run(
            [sys.executable, "-m", "tearsheet_env.cli.main", "eval", "-m", "smollm2-135m",
             "-b", server.base_url, "-n", "1", "-r", "1", "-a", json.dumps({"max_turns": 2}),
             "--out", str(tmp_path), "--json"], capture_output=True, text=True, timeout=900)
    assert cli.returncode == 0, cli.stderr[-2000:]
    summary = json.loads(cli.stdout)
    assert summary["rollouts"] == 1 and 0.0 <= summary["mean_reward"] <= 1.0
    assert responder.stats.turns >= 2
