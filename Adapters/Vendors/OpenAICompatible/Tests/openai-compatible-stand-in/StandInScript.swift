import OpenAICompatibleStandIn

/// The stand-in's answers by the names the command line gives them.
enum StandInScript {
    static let names: [String: StandInAnswer] = [
        "text": StandInConversations.textReply,
        "tool-call": StandInConversations.toolCallReply,
        "streamed-text": StandInConversations.streamedText,
        "streamed-tool-calls": StandInConversations.streamedToolCalls,
        "streamed-tool-calls-at-one-index": StandInConversations.streamedToolCallsAtOneIndex,
        "llama-cpp-refuses-tools": StandInConversations.llamaCppRefusesTools,
        "ollama-refuses-tools": StandInConversations.ollamaRefusesTools,
        "vllm-refuses-tools": StandInConversations.vllmRefusesTools,
        "forbidden": StandInConversations.forbidden,
        "rate-limited": StandInConversations.rateLimited(retryAfter: "1"),
        "rate-limited-long": StandInConversations.rateLimited(retryAfter: "120"),
        "malformed": StandInConversations.malformedReply,
        "malformed-stream": StandInConversations.malformedStream,
        "cut-short-stream": StandInConversations.cutShortStream,
        "stalling-stream": StandInConversations.stallingStream(for: .seconds(120)),
    ]

    static let usage = """
        usage: openai-compatible-stand-in [--key KEY | --no-key] ANSWER...
        Plays the ANSWERs in order, one for each request to /v1/chat/completions, on 127.0.0.1 (the one
        line on standard output is the base URL), until standard input closes; then it prints how many
        requests it was sent ("2 requests") and ends. Without --key it accepts the key
        \(StandInConversations.apiKey). rate-limited asks to wait 1 s, rate-limited-long 120 s.
        Answers: \(names.keys.sorted().joined(separator: ", ")).
        """
}
