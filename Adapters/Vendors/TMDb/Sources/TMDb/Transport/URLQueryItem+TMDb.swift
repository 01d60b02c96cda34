import Foundation

extension URLQueryItem {
    /// The `page` parameter of a paged list.
    static func page(_ number: Int) -> URLQueryItem { URLQueryItem(name: "page", value: String(number)) }

    /// The `query` parameter of a search.
    static func query(_ text: String) -> URLQueryItem { URLQueryItem(name: "query", value: text) }
}
