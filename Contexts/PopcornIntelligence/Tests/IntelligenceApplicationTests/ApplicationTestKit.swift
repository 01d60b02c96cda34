import Foundation
import IntelligenceDomain
import IntelligenceTestSupport

@testable import IntelligenceApplication

/// The pieces the use cases' tests build them from: the toolbox over a stocked catalogue, ids
/// counted from 1, and a fixed clock.
enum ApplicationTestKit {
    static func toolbox(_ catalogue: StockedCatalogue) -> CatalogueToolbox {
        CatalogueToolbox(movies: catalogue.movies, tvSeries: catalogue.tvSeries, credits: catalogue.credits, people: catalogue.people)
    }

    static func opener(_ catalogue: StockedCatalogue) -> ConversationOpener {
        let ids = CountingIDs()
        return ConversationOpener(toolbox: toolbox(catalogue), newID: { ids.next() }, now: { IntelligenceFixtures.moment })
    }

    static func loop(_ catalogue: StockedCatalogue, model: some ChatModel) -> ToolLoop {
        ToolLoop(model: model, toolbox: toolbox(catalogue), now: { IntelligenceFixtures.later })
    }

    static func reply(_ events: ChatEvent...) -> MockChatModel.ScriptedReply {
        MockChatModel.ScriptedReply(events: events)
    }
}
