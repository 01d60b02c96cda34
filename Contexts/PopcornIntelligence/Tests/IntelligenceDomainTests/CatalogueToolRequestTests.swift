import IntelligenceDomain
import Testing

@Suite struct CatalogueToolRequestTests {
    @Test(arguments: [
        CatalogueToolRequest.titleDetails(TitleReference(kind: .movie, id: 550)),
        .titleCredits(TitleReference(kind: .tv, id: 1399)), .seasonDetails(seriesID: 1399, season: 0), .personCredits(personID: 287),
        .similarTitles(TitleReference(kind: .movie, id: 550)),
    ])
    func readsBackTheCallItWrites(request: CatalogueToolRequest) throws {
        let call = request.call(id: "call-1")
        #expect(call.id == "call-1")
        #expect(call.name == request.tool.name)
        #expect(try CatalogueToolRequest(call) == request)
    }

    @Test func readsArgumentsAsAModelWritesThem() throws {
        let call = ToolCall(id: "x", name: "title_credits", arguments: #"{ "kind": "tv", "id": 1399 }"#)
        #expect(try CatalogueToolRequest(call) == .titleCredits(TitleReference(kind: .tv, id: 1399)))
    }

    @Test func refusesWhatItCannotRead() {
        #expect(throws: ToolRequestError.unknownTool("weather")) {
            try CatalogueToolRequest(ToolCall(id: "x", name: "weather", arguments: "{}"))
        }
        #expect(throws: ToolRequestError.self) { try CatalogueToolRequest(ToolCall(id: "x", name: "title_details", arguments: "not json")) }
        #expect(throws: ToolRequestError.self) {
            try CatalogueToolRequest(ToolCall(id: "x", name: "title_details", arguments: #"{"id":550}"#))
        }
        #expect(throws: ToolRequestError.self) {
            try CatalogueToolRequest(ToolCall(id: "x", name: "season_details", arguments: #"{"id":1399}"#))
        }
        #expect(throws: ToolRequestError.self) {
            try CatalogueToolRequest(ToolCall(id: "x", name: "title_details", arguments: #"{"kind":"book","id":1}"#))
        }
    }
}
