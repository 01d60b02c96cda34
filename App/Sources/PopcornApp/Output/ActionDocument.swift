/// The JSON a command that changes something prints when it is done: `{"done": true, "message": …}`.
struct ActionDocument: Encodable {
    let done: Bool
    let message: String
}
