import Foundation
import IntelligenceDomain

/// Begins a conversation about a title with its fact sheet, fetched through the details tool and
/// recorded as that tool's call and result, so that a model that calls no tool still has its ground.
struct ConversationOpener: Sendable {
    static let factSheetCallID = "fact-sheet"

    let toolbox: CatalogueToolbox
    let newID: @Sendable () -> ConversationID
    let now: @Sendable () -> Date

    func open(about title: TitleReference) async throws(CatalogueLookupError) -> Conversation {
        let sheet = try await toolbox.factSheet(of: title)
        let call = CatalogueToolRequest.titleDetails(title).call(id: Self.factSheetCallID)
        return Conversation(
            id: newID(), title: title, titleName: sheet.name, startedAt: now(),
            messages: [.assistant("", toolCalls: [call]), .toolResult(ToolResultLimit.fit(sheet), for: call)])
    }
}
