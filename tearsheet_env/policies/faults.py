"""Fault policies: malformed model turns that must end in a scored failure, never a crashed
rollout (issue 4's malformed-turn bar). Each makes its fault once, then — where a rollout can
go on — continues as the oracle, so a test sees both that the rollout survived and that the
fault was recorded in the transcript."""

from __future__ import annotations

from collections.abc import Callable

from tearsheet_env.policies.base import Conversation, Policy, ToolCallOut, Turn

HUGE = 200 * 1024  # the 200 kB message of the bar


def _fault_then_oracle(fault: Turn) -> Callable[[Conversation], Turn]:
    def respond(conv: Conversation) -> Turn:
        from tearsheet_env.policies.oracle import oracle_turn

        if conv.assistant_turns == 0:
            return fault
        return oracle_turn(conv)

    return respond


def _huge_message(conv: Conversation) -> Turn:
    line = f"{conv.company or 'The company'} is a company. "
    return Turn(content=(line * (HUGE // len(line) + 1))[:HUGE])


def _empty(conv: Conversation) -> Turn:
    return Turn(content="")


FAULTS: list[Policy] = [
    Policy("fault_invalid_json", "a websearch call whose arguments are truncated, invalid JSON",
           _fault_then_oracle(Turn(tool_calls=(ToolCallOut("websearch", '{"query": "acme'),))),
           family="fault"),
    Policy("fault_args_not_object", "a websearch call whose arguments are a JSON list",
           _fault_then_oracle(Turn(tool_calls=(ToolCallOut("websearch", '["acme", 5]'),))),
           family="fault"),
    Policy("fault_unknown_tool", "a call to a tool the environment does not have (browse)",
           _fault_then_oracle(Turn(tool_calls=(ToolCallOut.of("browse", url="http://x.test"),))),
           family="fault"),
    Policy("fault_bad_args", "a fetch call with a wrong argument name and a wrong type",
           _fault_then_oracle(Turn(tool_calls=(ToolCallOut.of("fetch", link=5),
                                               ToolCallOut.of("fetch", url=["a"], offset="x")))),
           family="fault"),
    Policy("fault_huge_args", "a websearch call with a 200 kB query",
           _fault_then_oracle(Turn(tool_calls=(ToolCallOut.of("websearch", query="q" * HUGE),))),
           family="fault"),
    Policy("fault_huge_message", "a 200 kB final message of filler, no research, no report",
           _huge_message, family="fault"),
    Policy("fault_empty", "an empty message: no content and no tool call", _empty,
           family="fault"),
]
