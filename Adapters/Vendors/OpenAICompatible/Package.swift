// swift-tools-version: 6.2
import PackageDescription

// Every target: imports stay internal unless marked `public import`, members come only from
// modules the file imports, and an existential says `any` (an error, not a warning).
let settings: [SwiftSetting] = [
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("ExistentialAny"),
    .treatWarning("ExistentialAny", as: .error),
]

// A vendor client: the chat completions API that OpenAI defines and llama.cpp's server, Ollama,
// vLLM and others copy (`POST {base}/chat/completions`, with tools, streamed or not), with typed
// errors for what such servers do differently. It knows nothing of Popcorn. Like TMDb
// (docs/decisions/0001-http-client.md), it sends nothing itself: the bytes go through its
// OpenAICompatibleTransport port, which streams a body in chunks; the binary fills the port in its
// composition root.
// Test support, under Tests/: OpenAICompatibleSocketTransport, the port over a plain-HTTP socket
// client for 127.0.0.1 (exact timeouts, nothing followed); OpenAICompatibleStandIn, a scripted
// server on 127.0.0.1 that plays hand-written conversations in OpenAI's wire format, and
// `openai-compatible-stand-in`, the same as a process (Tests/openai-client-check.py reads it with
// PyPI's `openai` client).
let package = Package(
    name: "OpenAICompatible",
    products: [
        .library(name: "OpenAICompatible", targets: ["OpenAICompatible"]),
        .library(name: "OpenAICompatibleSocketTransport", targets: ["OpenAICompatibleSocketTransport"]),
        .library(name: "OpenAICompatibleStandIn", targets: ["OpenAICompatibleStandIn"]),
        .executable(name: "openai-compatible-stand-in", targets: ["openai-compatible-stand-in"]),
    ],
    targets: [
        .target(name: "OpenAICompatible", swiftSettings: settings),
        .target(
            name: "OpenAICompatibleSocketTransport", dependencies: ["OpenAICompatible"], path: "Tests/OpenAICompatibleSocketTransport",
            swiftSettings: settings),
        .target(name: "OpenAICompatibleStandIn", path: "Tests/OpenAICompatibleStandIn", swiftSettings: settings),
        // A test tool: the stand-in as a process, for checks with other clients and end-to-end runs.
        .executableTarget(
            name: "openai-compatible-stand-in", dependencies: ["OpenAICompatibleStandIn"], path: "Tests/openai-compatible-stand-in",
            swiftSettings: settings),
        .testTarget(
            name: "OpenAICompatibleTests",
            dependencies: ["OpenAICompatible", "OpenAICompatibleSocketTransport", "OpenAICompatibleStandIn"],
            swiftSettings: settings),
    ],
    swiftLanguageModes: [.v6]
)
