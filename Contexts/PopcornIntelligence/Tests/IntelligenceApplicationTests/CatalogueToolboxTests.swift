import CoreDomain
import IntelligenceDomain
import IntelligenceTestSupport
import TestDoubles
import Testing

@testable import IntelligenceApplication

@Suite struct CatalogueToolboxTests {
    let catalogue = StockedCatalogue()
    var toolbox: CatalogueToolbox {
        CatalogueToolbox(movies: catalogue.movies, tvSeries: catalogue.tvSeries, credits: catalogue.credits, people: catalogue.people)
    }

    @Test func offersEveryCatalogueTool() {
        #expect(toolbox.definitions.map(\.name) == CatalogueTool.allCases.map(\.name))
    }

    @Test func aFilmsFactSheetNamesItsDirectorAndTopCast() async throws {
        let sheet = try await toolbox.factSheet(of: IntelligenceFixtures.fightClubReference)
        #expect(sheet.name == "Fight Club")
        #expect(sheet.year == 1999)
        #expect(sheet.kind == .movie)
        #expect(sheet.directors == [PersonReference(id: 7467, name: "David Fincher")])
        #expect(sheet.topCast.map(\.name) == ["Edward Norton", "Brad Pitt", "Helena Bonham Carter", "Meat Loaf", "Jared Leto"])
        #expect(sheet.budget == 63_000_000)
    }

    @Test func aSeriesFactSheetNamesItsCreatorsAndCountsItsSeasonsWithoutSpecials() async throws {
        let sheet = try await toolbox.factSheet(of: IntelligenceFixtures.gameOfThronesReference)
        #expect(sheet.creators.map(\.name) == ["David Benioff", "D. B. Weiss"])
        #expect(sheet.seasonCount == 8)
        #expect(sheet.episodeCount == 73)
        #expect(sheet.year == 2011)
    }

    @Test func runsACallThroughItsProvider() async throws {
        let text = await toolbox.run(CatalogueToolRequest.titleCredits(IntelligenceFixtures.fightClubReference).call(id: "1"))
        let credits = try #require(ToolResultCoding.decode(Credits.self, from: text))
        #expect(credits.crew.first?.job == "Director")
        #expect(catalogue.answers.calls == [.credits(IntelligenceFixtures.fightClubReference)])
    }

    @Test func whatAToolCouldNotDoIsItsResultInWords() async throws {
        let missing = await toolbox.run(CatalogueToolRequest.personCredits(personID: 99).call(id: "1"))
        #expect(ToolResultCoding.decode(ToolFailureSheet.self, from: missing)?.error == "The catalogue has no such person.")
        let unknown = await toolbox.run(ToolCall(id: "2", name: "weather", arguments: "{}"))
        #expect(ToolResultCoding.decode(ToolFailureSheet.self, from: unknown)?.error == "There is no tool named weather.")
        catalogue.answers.fail(with: .source(.unavailable("the catalogue file is missing")))
        let down = await toolbox.run(CatalogueToolRequest.titleDetails(IntelligenceFixtures.fightClubReference).call(id: "3"))
        #expect(
            ToolResultCoding.decode(ToolFailureSheet.self, from: down)?.error
                == "The catalogue could not be asked: the catalogue file is missing")
    }

    @Test func everyResultFitsTheLimit() async {
        let crowd = Credits(cast: (1...500).map { CastMember(personID: $0, name: "Extra \($0)", character: "Passer-by \($0)") })
        catalogue.answers.know(MovieDetails(id: 77, title: "Crowded"), credits: crowd)
        let text = await toolbox.run(CatalogueToolRequest.titleCredits(TitleReference(kind: .movie, id: 77)).call(id: "1"))
        #expect(text.count <= 4_000)
    }
}
