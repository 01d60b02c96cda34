import Foundation
import Presentation
import Testing

@Suite struct JSONDocumentTests {
    struct Film: Encodable, Sendable {
        let title: String
        let id: Int
        let poster: String
    }

    @Test func encodesWithSortedKeysAndUnescapedSlashes() {
        let text = JSONDocument.encode(Film(title: "Alien", id: 348, poster: "/a/b.jpg"))
        #expect(
            text == """
                {
                  "id" : 348,
                  "poster" : "/a/b.jpg",
                  "title" : "Alien"
                }

                """)
    }

    @Test func rendersReadyContent() throws {
        let text = JSONDocument.render(ViewState.ready(Film(title: "Alien", id: 348, poster: "")))
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect(object?["title"] as? String == "Alien")
    }

    @Test func rendersAnErrorWithItsCodeMessageAndSuggestion() throws {
        let failure = ViewStateError(kind: .notFound, message: "No movie with id 9.", suggestion: "Try 550.")
        let text = JSONDocument.render(ViewState<Film>.error(failure))
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: [String: String]]
        #expect(object?["error"] == ["code": "notFound", "message": "No movie with id 9.", "suggestion": "Try 550."])
    }

    @Test func saysWhenThereIsNothingYet() {
        #expect(JSONDocument.render(ViewState<Film>.loading).contains(#""state" : "loading""#))
        #expect(JSONDocument.render(ViewState<Film>.initial).contains(#""state" : "initial""#))
    }
}

@Suite struct JSONRecordTests {
    struct Credit: JSONRecord {
        let personID: Int?
        let name: String
        let character: String?
        static let jsonKeys = ["personID": "personId"]
    }

    @Test func writesEveryPropertyWithAbsentOptionalsAsNull() {
        let text = JSONDocument.encode(Credit(personID: nil, name: "Marlon Brando", character: nil))
        #expect(text == "{\n  \"character\" : null,\n  \"name\" : \"Marlon Brando\",\n  \"personId\" : null\n}\n")
    }

    @Test func renamesTheKeysItIsToldTo() {
        #expect(
            JSONDocument.encodeLine(Credit(personID: 3084, name: "Marlon Brando", character: "Don Vito Corleone")).contains(
                #""personId":3084"#))
    }

    @Test func anErrorWithoutASuggestionSaysSoWithNull() {
        #expect(
            JSONDocument.encodeLine(ErrorDocument(code: "notFound", message: "No."))
                == #"{"error":{"code":"notFound","message":"No.","suggestion":null}}"# + "\n")
    }

    @Test func anEmptyArrayOrObjectReadsAsBrackets() {
        struct Empty: Encodable {
            let cast: [String] = []
            let extra: [String: Int] = [:]
            let note = "a [\n\n] in a string"
        }
        #expect(
            JSONDocument.encode(Empty()) == """
                {
                  "cast" : [],
                  "extra" : {},
                  "note" : "a [\\n\\n] in a string"
                }

                """)
    }
}
