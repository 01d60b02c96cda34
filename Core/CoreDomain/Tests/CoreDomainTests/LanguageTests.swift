import CoreDomain
import Testing

@Suite struct LanguageTests {
    @Test func normalisesTheCodeToLowerCase() {
        #expect(Language(code: "EN") == Language(code: "en"))
        #expect(Language(code: "Ja").description == "ja")
    }
}
