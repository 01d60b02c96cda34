import EmbeddedCatalogue
import Foundation
import PopcornSearchAdapters
import SearchDomain
import Testing

/// Search's index over the catalogue built from the bundled seed: the queries a new user types.
@Suite struct SQLiteSearchIndexTests {
    /// The bundled catalogue, built once for every test of the suite.
    static let store = Result { try CatalogueStore.inMemory(seed: try CatalogueSeed.bundled()) }
    /// One index in memory, shared by the tests that only read it.
    static let index = Result { () throws -> any SearchIndex in
        PopcornSearchAdaptersFactory().makeSearchIndex(
            catalogue: try store.get(), catalogueFingerprint: "test", file: nil, exportsFolder: nil)
    }

    private func first(_ text: String, kinds: Set<SearchKind> = Set(SearchKind.allCases)) async throws -> SearchHit? {
        try await Self.index.get().search(SearchQuery(text)!, kinds: kinds, page: 1, pageSize: 20).hits.first
    }

    @Test func findsATitleWrittenWithoutItsAccent() async throws {
        let hit = try #require(try await first("amelie"))
        #expect(hit.result.kind == .movie && hit.result.id == 194)
        #expect(hit.rank == .wholeTitle)
    }

    @Test func findsATitleThroughATypo() async throws {
        let hit = try #require(try await first("fight clb"))
        #expect(hit.result.kind == .movie && hit.result.id == 550)
        #expect(hit.rank == .closeSpelling)
    }

    @Test func findsAPersonAmongPeopleOnly() async throws {
        let page = try await Self.index.get().search(SearchQuery("pitt")!, kinds: [.person], page: 1, pageSize: 20)
        #expect(page.hits.first?.result == .person(PersonPreview(id: 287, name: "Brad Pitt")))
        #expect(page.hits.allSatisfy { $0.result.kind == .person })
    }

    @Test func findsATitleByItsOriginalTitle() async throws {
        #expect(try await first("poulain")?.result.id == 194)
        let alchemist = try #require(try await first("鋼の錬金術師"))
        #expect(alchemist.result.kind == .movie && alchemist.result.id == 426_285, "the 2017 film holds that original title whole")
        let brotherhood = try #require(try await first("鋼の錬金術師 fullmetal alchemist"))
        #expect(brotherhood.result.kind == .tv && brotherhood.result.id == 31911, "the series' original title, whole")
    }

    @Test func putsTheWholeTitleFirst() async throws {
        let page = try await Self.index.get().search(SearchQuery("Star Wars")!, kinds: Set(SearchKind.allCases), page: 1, pageSize: 20)
        #expect(page.hits.first?.result.id == 11)
        #expect(page.hits.first?.rank == .wholeTitle)
        #expect(page.hits.map(\.rank) == page.hits.map(\.rank).sorted())
        #expect(page.totalResults > 1)
    }

    @Test func findsASeries() async throws {
        let hit = try #require(try await first("breaking bad"))
        #expect(hit.result.kind == .tv && hit.result.id == 1396)
    }

    @Test func anUnfinishedLastWordFindsByPrefix() async throws {
        let hit = try #require(try await first("shawshank redem"))
        #expect(hit.result.id == 278 && hit.rank == .wordPrefixes)
    }

    @Test func aQueryThatMatchesNothingIsAnEmptyFirstPage() async throws {
        let page = try await Self.index.get().search(
            SearchQuery("qqqqzzzz xxyyxx")!, kinds: Set(SearchKind.allCases), page: 1, pageSize: 20)
        #expect(page == SearchResultsPage(page: 1, totalPages: 1, totalResults: 0, hits: []))
    }

    @Test func pagesFollowOneAnother() async throws {
        let index = try Self.index.get()
        let first = try await index.search(SearchQuery("the")!, kinds: [.movie], page: 1, pageSize: 20)
        let second = try await index.search(SearchQuery("the")!, kinds: [.movie], page: 2, pageSize: 20)
        #expect(first.totalPages > 2 && first.hits.count == 20)
        #expect(Set(first.hits.map(\.result.id)).isDisjoint(with: second.hits.map(\.result.id)))
    }

    /// The index finds its candidates its own way (posting lists, a prefix range, the vocabulary by
    /// length); each hit's rank must still be the one the Domain's rule gives its names.
    @Test(arguments: ["star wars", "fight clb", "amelie", "shawshank redem", "the matrix", "pitt", "breaking bad", "poulain"])
    func ranksAsTheDomainsRuleDoes(text: String) async throws {
        let query = try #require(SearchQuery(text))
        let page = try await Self.index.get().search(query, kinds: Set(SearchKind.allCases), page: 1, pageSize: 20)
        #expect(!page.hits.isEmpty)
        for hit in page.hits {
            let names: [String] =
                switch hit.result {
                case .movie(let movie): [movie.title] + (movie.originalTitle.map { [$0] } ?? [])
                case .tv(let series): [series.name] + (series.originalName.map { [$0] } ?? [])
                case .person(let person): [person.name]
                }
            #expect(TitleMatching.rank(of: names, for: query) == hit.rank, "\(names) for \"\(text)\"")
        }
    }
}
