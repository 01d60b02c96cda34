import CoreDomain
import SearchDomain
import SearchTestSupport
import TestDoubles
import Testing

@testable import SearchApplication

@Suite struct LookUpIndexEntryUseCaseTests {
    let index = MockSearchIndex()
    var useCase: any LookUpIndexEntryUseCase { DefaultLookUpIndexEntryUseCase(index: index) }

    /// A title imported from TMDb's exports is known by its name alone: no year, no English title.
    let quokka = SearchResult.movie(MoviePreview(id: 999_999_901, title: "Quokka Dreams", year: nil))

    @Test func answersWithWhatTheIndexHoldsOfThatKindAndID() async throws {
        index.answers.index(quokka)
        #expect(try await useCase.execute(.movie, id: 999_999_901) == quokka)
        #expect(try await useCase.execute(.person, id: 999_999_901) == nil, "a person is another entry")
        #expect(index.answers.calls == [.entry(.movie, id: 999_999_901), .entry(.person, id: 999_999_901)])
    }

    @Test func anIDNoIndexCanHoldIsNotAsked() async throws {
        #expect(try await useCase.execute(.tv, id: 0) == nil)
        #expect(index.answers.calls.isEmpty)
    }

    @Test func saysWhyTheIndexCouldNotBeRead() async {
        index.answers.fail(with: .unavailable("the search index could not be read"))
        await #expect(throws: LookUpIndexEntryError.unavailable("the search index could not be read")) {
            try await useCase.execute(.movie, id: 550)
        }
    }
}
