import SearchDomain
import Testing

@testable import PopcornSearchAdapters

@Suite struct IndexedNamesTests {
    @Test func givesBackEachNameAsItWasAdded() {
        var names = IndexedNames()
        names.append(
            kind: .movie, id: 194, name: "Amélie", originalName: "Le Fabuleux Destin d'Amélie Poulain", year: 2001, popularity: 9,
            scale: "a")
        names.append(kind: .tv, id: 1, name: "Same", originalName: "Same", year: nil, popularity: 1, scale: "b")
        names.append(kind: .person, id: 2, name: "", originalName: nil, year: nil, popularity: 1, scale: "b")
        #expect(names.count == 3)
        #expect(names.name(at: 0) == "Amélie" && names.originalName(at: 0) == "Le Fabuleux Destin d'Amélie Poulain")
        #expect(names.year(at: 0) == 2001 && names.kind(at: 0) == .movie && names.id(at: 0) == 194)
        // An original name the same as the name is not kept.
        #expect(names.name(at: 1) == "Same" && names.originalName(at: 1) == nil && names.year(at: 1) == nil)
        #expect(names.name(at: 2) == "" && names.kind(at: 2) == .person)
    }

    @Test func ordersByStandingWithinEachScaleThenKindThenID() {
        var names = IndexedNames()
        // Films: 100 (top), 1. People on their own scale: 5 (top), 2.
        names.append(kind: .movie, id: 1, name: "a", originalName: nil, year: nil, popularity: 100, scale: "films")
        names.append(kind: .movie, id: 2, name: "b", originalName: nil, year: nil, popularity: 1, scale: "films")
        names.append(kind: .person, id: 3, name: "c", originalName: nil, year: nil, popularity: 5, scale: "people")
        names.append(kind: .person, id: 4, name: "d", originalName: nil, year: nil, popularity: 2, scale: "people")
        names.append(kind: .movie, id: 0, name: "e", originalName: nil, year: nil, popularity: 1, scale: "films")
        #expect(names.standings() == [1, 2.0 / 3, 1, 0.5, 2.0 / 3])
        // The two tops tie at 1: the film first. Equal films by id.
        #expect(names.popularityOrder() == [0, 2, 4, 1, 3] as [Int32])
    }
}
