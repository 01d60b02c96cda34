import Foundation

extension TMDbClient {
    /// One person with every part and job of theirs, films and series together (`/person/{id}` with
    /// `append_to_response=combined_credits`).
    public func person(id: Int) async throws(TMDbError) -> TMDbPersonDetails {
        try await get("/person/\(id)", query: [URLQueryItem(name: "append_to_response", value: "combined_credits")])
    }

    /// A page of the people most looked at on TMDb now (`/person/popular`).
    public func popularPeople(page: Int = 1) async throws(TMDbError) -> TMDbPage<TMDbPersonSummary> {
        try await get("/person/popular", query: [.page(page)])
    }
}
