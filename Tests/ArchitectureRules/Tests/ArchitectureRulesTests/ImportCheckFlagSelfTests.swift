import Foundation
import Testing

/// What `swift build --explicit-target-dependency-import-check error` catches with the toolchain
/// here, on a package of four targets written by the test: A; B on A; C on B; D on nothing. C
/// importing D, a target of its package that is no dependency of C at all, is an error. C importing
/// A, which it reaches through B, builds without a word: that is what the rule check's
/// `imports-declared-directly` is for (`EnforcementSelfTests` plants the same across packages).
@Suite struct ImportCheckFlagSelfTests {
    struct Built {
        let status: Int32
        let output: String
    }

    /// Builds the package with C importing `imports`, in a folder of its own, with the flag.
    func build(cImporting imports: [String]) throws -> Built {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("popcorn-import-flag-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "Package.swift": """
            // swift-tools-version: 6.2
            import PackageDescription

            let package = Package(
                name: "ImportFlag",
                targets: [
                    .target(name: "A"),
                    .target(name: "B", dependencies: ["A"]),
                    .target(name: "C", dependencies: ["B"]),
                    .target(name: "D"),
                ]
            )

            """,
            "Sources/A/A.swift": "public struct FromA { public init() {} }\n",
            "Sources/B/B.swift": "import A\n\npublic struct FromB { public init() {} }\n",
            "Sources/C/C.swift": (["B"] + imports).map { "import \($0)\n" }.joined() + "\npublic func c() {}\n",
            "Sources/D/D.swift": "public func d() {}\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swift", "build", "--package-path", root.path, "--scratch-path", root.appendingPathComponent(".build").path,
            "--explicit-target-dependency-import-check", "error",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Built(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    @Test func theFlagRejectsATargetOfThePackageThatIsNoDependency() throws {
        let built = try build(cImporting: ["D"])
        #expect(built.status != 0)
        #expect(
            built.output.contains("error: Target C imports another target (D) in the package without declaring it a dependency."),
            "\(built.output.suffix(2000))")
    }

    @Test func theFlagLetsThroughAModuleReachedThroughAnotherDependency() throws {
        let built = try build(cImporting: ["A"])
        #expect(built.status == 0, "\(built.output.suffix(2000))")
        #expect(!built.output.contains("without declaring it a dependency"), "\(built.output.suffix(2000))")
    }
}
