import Foundation

/// How answers are read: one decoder setup for every endpoint, and the words for what went wrong.
enum TMDbJSON {
    /// Under this key a decoder carries the media type that items without a `media_type` field
    /// have, for lists whose path already says what they hold (trending movies, say).
    static let impliedMediaTypeKey = CodingUserInfoKey(rawValue: "TMDb.impliedMediaType")!

    static func decode<Value: Decodable>(
        _ type: Value.Type, from data: Data, impliedMediaType: TMDbMediaType? = nil
    ) throws(DecodingError) -> Value {
        let decoder = JSONDecoder()
        if let impliedMediaType { decoder.userInfo[impliedMediaTypeKey] = impliedMediaType }
        do {
            return try decoder.decode(type, from: data)
        } catch let error as DecodingError {
            throw error
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "\(error)"))
        }
    }

    /// A short account of a decoding failure: what was wrong, and where in the answer.
    static func describe(_ error: DecodingError) -> String {
        func place(_ context: DecodingError.Context) -> String {
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return path.isEmpty ? "the top level" : path
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "\(place(context)) has no \"\(key.stringValue)\""
        case .valueNotFound(let type, let context):
            return "\(place(context)) is null where \(type) was expected"
        case .typeMismatch(let type, let context):
            return "\(place(context)) is not \(type): \(context.debugDescription)"
        case .dataCorrupted(let context):
            return "\(place(context)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}
