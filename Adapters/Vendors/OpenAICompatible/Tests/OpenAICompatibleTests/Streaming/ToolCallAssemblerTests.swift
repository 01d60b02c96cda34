import Testing

@testable import OpenAICompatible

@Suite("Joining streamed tool calls")
struct ToolCallAssemblerTests {
    static func fragment(_ index: Int?, id: String? = nil, name: String? = nil, _ arguments: String? = nil) -> ToolCallFragmentWire {
        ToolCallFragmentWire(index: index, id: id, function: FunctionFragmentWire(name: name, arguments: arguments))
    }

    @Test("Fragments join per index, in the order the calls began")
    func perIndex() {
        var assembler = ToolCallAssembler()
        for fragment in [
            Self.fragment(1, id: "b", name: "second", "{\"x\""), Self.fragment(0, id: "a", name: "first", "{"),
            Self.fragment(0, "}"), Self.fragment(1, ":1}"),
        ] {
            assembler.add(fragment)
        }
        #expect(
            assembler.toolCalls == [
                ChatCompletionToolCall(id: "b", name: "second", arguments: "{\"x\":1}"),
                ChatCompletionToolCall(id: "a", name: "first", arguments: "{}"),
            ])
    }

    @Test("A new id at an index in use starts another call; a call with no id is given one")
    func byID() {
        var assembler = ToolCallAssembler()
        for fragment in [Self.fragment(0, id: "a", name: "one", "{}"), Self.fragment(0, id: "b", name: "two", "{"), Self.fragment(0, "}")] {
            assembler.add(fragment)
        }
        assembler.add(Self.fragment(nil, name: "three", "{}"))
        #expect(assembler.toolCalls.map(\.id) == ["a", "b"])
        #expect(assembler.toolCalls.map(\.arguments) == ["{}", "{}{}"])
        var unnamed = ToolCallAssembler()
        unnamed.add(Self.fragment(0, name: "lookup", "{}"))
        #expect(unnamed.toolCalls == [ChatCompletionToolCall(id: "call_1", name: "lookup", arguments: "{}")])
    }
}
