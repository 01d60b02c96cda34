import Foundation
import OpenAICompatibleStandIn

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// openai-compatible-stand-in [--key KEY | --no-key] ANSWER...: OpenAICompatibleStandIn for another
// process (a check with another client, the end-to-end runs of `popcorn`). The one line on standard
// output is the base URL; it stops when its standard input closes, saying on a second line how many
// requests it was sent (refused ones too), or at SIGTERM or SIGINT.

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(64)
}

var key: String? = StandInConversations.apiKey
var answers: [StandInAnswer] = []
var arguments = Array(CommandLine.arguments.dropFirst())
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--help", "-h":
        print(StandInScript.usage)
        exit(0)
    case "--no-key":
        key = nil
    case "--key":
        guard !arguments.isEmpty else { fail("openai-compatible-stand-in: --key needs a value\n\(StandInScript.usage)") }
        key = arguments.removeFirst()
    default:
        guard let answer = StandInScript.names[argument] else {
            fail("openai-compatible-stand-in: no answer is called \(argument)\n\(StandInScript.usage)")
        }
        answers.append(answer)
    }
}

for number in [SIGTERM, SIGINT] {
    signal(number) { _ in _exit(0) }
}

let standIn: OpenAICompatibleStandIn
do {
    standIn = try OpenAICompatibleStandIn(answers: answers, apiKey: key)
} catch {
    FileHandle.standardError.write(Data("openai-compatible-stand-in: \(error)\n".utf8))
    exit(1)
}
FileHandle.standardOutput.write(Data((standIn.baseURL.absoluteString + "\n").utf8))

var buffer = [UInt8](repeating: 0, count: 512)
while buffer.withUnsafeMutableBytes({ read(STDIN_FILENO, $0.baseAddress, $0.count) }) > 0 {}
FileHandle.standardOutput.write(Data("\(standIn.requests.count) requests\n".utf8))
standIn.stop()
exit(0)
