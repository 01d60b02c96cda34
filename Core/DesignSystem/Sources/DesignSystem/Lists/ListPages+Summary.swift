public import Presentation

extension ListPages {
    /// The line that says where a page stands, counting only the pages that open:
    /// "Page 2 of 241 · 4,803 movies", and for a list longer than that, "Page 1 of 500 · the
    /// first 10,000 of 60,822 people". `noun` names one row and `plural` several.
    public func summary(noun: String, plural: String) -> String {
        let all = RatingDisplay.groupedThousands(totalResults)
        let rows = totalResults == 1 ? noun : plural
        let counted = isCut ? "the first \(RatingDisplay.groupedThousands(openableResults)) of \(all) \(rows)" : "\(all) \(rows)"
        return "Page \(page) of \(openablePages) · \(counted)"
    }
}
