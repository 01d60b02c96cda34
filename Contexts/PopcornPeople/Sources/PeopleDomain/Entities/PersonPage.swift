/// One page of an ordered list of people, and where it stands in the whole list.
public struct PersonPage: Sendable, Equatable, Codable {
    /// Pages count from 1.
    public let page: Int
    public let totalPages: Int
    public let totalResults: Int
    public let people: [PersonPreview]

    public init(page: Int, totalPages: Int, totalResults: Int, people: [PersonPreview]) {
        self.page = page
        self.totalPages = totalPages
        self.totalResults = totalResults
        self.people = people
    }
}
