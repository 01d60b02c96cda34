import Presentation
import TitleListFeature

/// Where the lists of one kind of title come from: one per kind, so that a new kind of list
/// (people, search results) is a new source and touches none of the others.
struct TitleListSource: Sendable {
    let page: @Sendable (_ selection: TitleListSelection, _ page: Int) async throws(ViewStateError) -> TitleListPage
}
