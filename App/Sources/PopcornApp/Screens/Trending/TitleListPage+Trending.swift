import TitleListFeature

extension TitleListPage {
    /// The same page, saying what it was drawn from.
    func drawn(from trending: TitleListTrending) -> TitleListPage {
        TitleListPage(
            page: page, totalPages: totalPages, totalResults: totalResults, items: items, subjectTitle: subjectTitle, trending: trending)
    }
}
