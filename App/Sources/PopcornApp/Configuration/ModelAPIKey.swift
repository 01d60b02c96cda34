/// The key sent to the model's server, and where it was found. Its value is in no description,
/// dump or reflection: only ``value``, read where the client is made, gives it.
struct ModelAPIKey: Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    let value: String
    let origin: SettingOrigin

    var description: String { "an API key (from \(origin))" }
    var debugDescription: String { description }
    var customMirror: Mirror { Mirror(self, children: ["origin": origin], displayStyle: .struct) }
}
