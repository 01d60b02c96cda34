/// Hand-written answers in the wire format OpenAI documents for `POST /v1/chat/completions`
/// (a `chat.completion` object, or `chat.completion.chunk` objects as server-sent events ending
/// with `data: [DONE]`), and the failures that real servers answer with.
public enum StandInConversations {
    /// The key the stand-in accepts unless told otherwise.
    public static let apiKey = "sk-stand-in-7d41c09e2b"

    // MARK: Replies not streamed

    /// A text answer.
    public static let textReply = StandInAnswer.json(
        #"""
        {"id":"chatcmpl-stand-in-1","object":"chat.completion","created":1764201600,"model":"stand-in-model","system_fingerprint":"fp_stand_in","choices":[{"index":0,"message":{"role":"assistant","content":"Fight Club was directed by David Fincher.","refusal":null},"logprobs":null,"finish_reason":"stop"}],"usage":{"prompt_tokens":52,"completion_tokens":9,"total_tokens":61}}
        """#)

    /// An answer that calls one tool, its arguments a JSON object in a string.
    public static let toolCallReply = StandInAnswer.json(
        #"""
        {"id":"chatcmpl-stand-in-2","object":"chat.completion","created":1764201601,"model":"stand-in-model","choices":[{"index":0,"message":{"role":"assistant","content":null,"tool_calls":[{"id":"call_credits_1","type":"function","function":{"name":"title_credits","arguments":"{\"kind\":\"movie\",\"id\":550}"}}],"refusal":null},"logprobs":null,"finish_reason":"tool_calls"}],"usage":{"prompt_tokens":80,"completion_tokens":21,"total_tokens":101}}
        """#)

    // MARK: Replies streamed

    /// A text answer in four pieces, then the finish reason, the usage and `[DONE]`.
    public static let streamedText = StandInAnswer.events(streamedTextEvents)

    /// The events of ``streamedText``.
    public static let streamedTextEvents = events([
        #"{"id":"chatcmpl-stand-in-3","object":"chat.completion.chunk","created":1764201602,"model":"stand-in-model","choices":[{"index":0,"delta":{"role":"assistant","content":""},"logprobs":null,"finish_reason":null}]}"#,
        #"{"id":"chatcmpl-stand-in-3","object":"chat.completion.chunk","created":1764201602,"model":"stand-in-model","choices":[{"index":0,"delta":{"content":"Fight Club"},"logprobs":null,"finish_reason":null}]}"#,
        #"{"id":"chatcmpl-stand-in-3","object":"chat.completion.chunk","created":1764201602,"model":"stand-in-model","choices":[{"index":0,"delta":{"content":" was directed"},"logprobs":null,"finish_reason":null}]}"#,
        #"{"id":"chatcmpl-stand-in-3","object":"chat.completion.chunk","created":1764201602,"model":"stand-in-model","choices":[{"index":0,"delta":{"content":" by David"},"logprobs":null,"finish_reason":null}]}"#,
        #"{"id":"chatcmpl-stand-in-3","object":"chat.completion.chunk","created":1764201602,"model":"stand-in-model","choices":[{"index":0,"delta":{"content":" Fincher."},"logprobs":null,"finish_reason":null}]}"#,
        #"{"id":"chatcmpl-stand-in-3","object":"chat.completion.chunk","created":1764201602,"model":"stand-in-model","choices":[{"index":0,"delta":{},"logprobs":null,"finish_reason":"stop"}]}"#,
        #"{"id":"chatcmpl-stand-in-3","object":"chat.completion.chunk","created":1764201602,"model":"stand-in-model","choices":[],"usage":{"prompt_tokens":61,"completion_tokens":9,"total_tokens":70}}"#,
        "[DONE]",
    ])

    /// Two tool calls streamed side by side, at indexes 0 and 1, their arguments in fragments
    /// that interleave, then the finish reason `tool_calls` and `[DONE]`.
    public static let streamedToolCalls = StandInAnswer.events(
        events([
            #"{"id":"chatcmpl-stand-in-4","object":"chat.completion.chunk","created":1764201603,"model":"stand-in-model","choices":[{"index":0,"delta":{"role":"assistant","content":null,"tool_calls":[{"index":0,"id":"call_credits_2","type":"function","function":{"name":"title_credits","arguments":""}}]},"logprobs":null,"finish_reason":null}]}"#,
            #"{"id":"chatcmpl-stand-in-4","object":"chat.completion.chunk","created":1764201603,"model":"stand-in-model","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"{\"kind\":"}}]},"logprobs":null,"finish_reason":null}]}"#,
            #"{"id":"chatcmpl-stand-in-4","object":"chat.completion.chunk","created":1764201603,"model":"stand-in-model","choices":[{"index":0,"delta":{"tool_calls":[{"index":1,"id":"call_similar_1","type":"function","function":{"name":"similar_titles","arguments":"{\"kind\""}}]},"logprobs":null,"finish_reason":null}]}"#,
            #"{"id":"chatcmpl-stand-in-4","object":"chat.completion.chunk","created":1764201603,"model":"stand-in-model","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"\"movie\",\"id\""}}]},"logprobs":null,"finish_reason":null}]}"#,
            #"{"id":"chatcmpl-stand-in-4","object":"chat.completion.chunk","created":1764201603,"model":"stand-in-model","choices":[{"index":0,"delta":{"tool_calls":[{"index":1,"function":{"arguments":":\"movie\",\"id\":550}"}}]},"logprobs":null,"finish_reason":null}]}"#,
            #"{"id":"chatcmpl-stand-in-4","object":"chat.completion.chunk","created":1764201603,"model":"stand-in-model","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":":550}"}}]},"logprobs":null,"finish_reason":null}]}"#,
            #"{"id":"chatcmpl-stand-in-4","object":"chat.completion.chunk","created":1764201603,"model":"stand-in-model","choices":[{"index":0,"delta":{},"logprobs":null,"finish_reason":"tool_calls"}]}"#,
            "[DONE]",
        ]))

    /// Two tool calls streamed one after the other, both at index 0, told apart by their ids (as
    /// some servers send them).
    public static let streamedToolCallsAtOneIndex = StandInAnswer.events(
        events([
            #"{"id":"chatcmpl-stand-in-5","object":"chat.completion.chunk","created":1764201604,"model":"stand-in-model","choices":[{"index":0,"delta":{"role":"assistant","tool_calls":[{"index":0,"id":"call_a","type":"function","function":{"name":"title_details","arguments":"{\"kind\":\"tv\","}}]},"finish_reason":null}]}"#,
            #"{"id":"chatcmpl-stand-in-5","object":"chat.completion.chunk","created":1764201604,"model":"stand-in-model","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"\"id\":1399}"}}]},"finish_reason":null}]}"#,
            #"{"id":"chatcmpl-stand-in-5","object":"chat.completion.chunk","created":1764201604,"model":"stand-in-model","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"id":"call_b","type":"function","function":{"name":"season_details","arguments":"{\"id\":1399,"}}]},"finish_reason":null}]}"#,
            #"{"id":"chatcmpl-stand-in-5","object":"chat.completion.chunk","created":1764201604,"model":"stand-in-model","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"\"season\":1}"}}]},"finish_reason":null}]}"#,
            #"{"id":"chatcmpl-stand-in-5","object":"chat.completion.chunk","created":1764201604,"model":"stand-in-model","choices":[{"index":0,"delta":{},"finish_reason":"tool_calls"}]}"#,
            "[DONE]",
        ]))

    // MARK: Failures

    /// llama.cpp's server, asked with `tools` it does not support.
    public static let llamaCppRefusesTools = StandInAnswer.json(
        #"{"error":{"code":500,"message":"Unsupported param: tools","type":"server_error"}}"#, status: 500)

    /// Ollama, asked with `tools` by a model that does not support them: the error a bare string.
    public static let ollamaRefusesTools = StandInAnswer.json(
        #"{"error":"registry.ollama.ai/library/gemma:2b does not support tools"}"#, status: 400)

    /// vLLM, started without a tool-call parser, asked with `tools`: the message at the top level.
    public static let vllmRefusesTools = StandInAnswer.json(
        #"{"object":"error","message":"\"auto\" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set","type":"BadRequestError","param":null,"code":400}"#,
        status: 400)

    /// OpenAI's answer to a wrong key, which quotes the key it was given.
    public static func unauthorized(quoting key: String) -> StandInAnswer {
        .json(
            #"{"error":{"message":"Incorrect API key provided: \#(key). You can find your API key at https://platform.openai.com/account/api-keys.","type":"invalid_request_error","param":null,"code":"invalid_api_key"}}"#,
            status: 401)
    }

    /// A key that may not use the model.
    public static let forbidden = StandInAnswer.json(
        #"{"error":{"message":"You are not allowed to sample from this model","type":"invalid_request_error","param":null,"code":null}}"#,
        status: 403)

    /// A 429 asking to wait `retryAfter` seconds.
    public static func rateLimited(retryAfter: String = "0") -> StandInAnswer {
        .json(
            #"{"error":{"message":"Rate limit reached for requests","type":"requests","param":null,"code":"rate_limit_exceeded"}}"#,
            status: 429, headers: ["Retry-After": retryAfter])
    }

    /// A 200 whose body is no chat completion.
    public static let malformedReply = StandInAnswer.json(#"{"status":"loading model"}"#)

    /// A stream whose second chunk is broken JSON.
    public static let malformedStream = StandInAnswer.events(
        events([
            #"{"id":"chatcmpl-stand-in-6","object":"chat.completion.chunk","created":1764201605,"model":"stand-in-model","choices":[{"index":0,"delta":{"content":"Fight"},"finish_reason":null}]}"#,
            #"{"id":"chatcmpl-stand-in-6","object":"chat.completion.chunk","created":1764201605,"model":"stand-in-model","choices":[{"index":0,"delta":{"content":" Club"#,
        ]))

    /// A stream that stops after its first pieces, with no finish reason and no `[DONE]`.
    public static let cutShortStream = StandInAnswer.events(
        events([
            #"{"id":"chatcmpl-stand-in-7","object":"chat.completion.chunk","created":1764201606,"model":"stand-in-model","choices":[{"index":0,"delta":{"role":"assistant","content":"Fight"},"finish_reason":null}]}"#
        ]))

    /// A stream that sends its first piece, then says nothing for `silence`.
    public static func stallingStream(for silence: Duration) -> StandInAnswer {
        .events(
            events([
                #"{"id":"chatcmpl-stand-in-8","object":"chat.completion.chunk","created":1764201607,"model":"stand-in-model","choices":[{"index":0,"delta":{"role":"assistant","content":"Fight"},"finish_reason":null}]}"#
            ]), silenceAfter: silence)
    }

    /// `payloads` as server-sent events: `data: <payload>` and a blank line each.
    public static func events(_ payloads: [String]) -> String {
        payloads.map { "data: \($0)\n\n" }.joined()
    }
}
