/// The credential Popcorn sends TMDb, and where it was found. Its value is kept out of every
/// description, so that printing the setting, or anything holding it, never shows the secret.
struct TMDbCredentialSetting: Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    enum Kind: String, Sendable {
        case readAccessToken = "API read access token"
        case apiKey = "API key"
    }

    let kind: Kind
    let origin: SettingOrigin
    /// The secret itself: handed to the TMDb client, and to nothing else.
    let secret: String

    var description: String { "\(kind.rawValue) (from \(origin))" }
    var debugDescription: String { description }
    var customMirror: Mirror { Mirror(self, children: ["kind": kind, "origin": origin]) }
}
