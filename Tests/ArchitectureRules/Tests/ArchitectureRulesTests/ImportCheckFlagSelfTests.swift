import Foundation
import Testing

/// What `swift build --explicit-target-dependency-import-check error` catches with the toolchain
/// here, on a package of four targets written by the test: A; B on A; C on B; D on nothing. C
/// importing D, a target of its package that is no dependency of C at all, is an error. C importing
/// A, which it reaches through B, builds without a word: that is what the rule check's
/// `imports-declared-directly` is for (`EnforcementSelfTests` plants the same across packages).
/// And a module another package's build left in a scratch folder that two packages share (as
/// `Scripts/test` shares one between Core, Platform, the contexts and the features) can be
/// imported by a package that does not depend on it at all: the flag says nothing, and only a
/// folder of its own gives `no such module`.
@Suite struct ImportCheckFlagSelfTests {
    struct Built {
        let status: Int32
        let output: String
    }

    /// Writes `files` under a new temporary folder.
    func write(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("popcorn-import-flag-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    /// `swift build` of the package at `package`, in `scratch`, with the flag.
    func build(_ package: URL, scratch: URL) throws -> Built {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swift", "build", "--package-path", package.path, "--scratch-path", scratch.path,
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

    static func manifest(_ name: String) -> String {
        """
        // swift-tools-version: 6.2
        import PackageDescription

        let package = Package(name: "\(name)", targets: [.target(name: "\(name)")])

        """
    }

    @Test func aSharedScratchFolderLetsAPackageImportAModuleAnotherLeftThere() throws {
        let root = try write([
            "Left/Package.swift": Self.manifest("Left"),
            "Left/Sources/Left/Left.swift": "public func left() {}\n",
            "Importer/Package.swift": Self.manifest("Importer"),
            "Importer/Sources/Importer/Importer.swift": "import Left\n\npublic func importer() { left() }\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let shared = root.appendingPathComponent("shared")
        #expect(try build(root.appendingPathComponent("Left"), scratch: shared).status == 0)
        let inShared = try build(root.appendingPathComponent("Importer"), scratch: shared)
        #expect(inShared.status == 0, "the module left in the shared folder is imported: \(inShared.output.suffix(2000))")
        let alone = try build(root.appendingPathComponent("Importer"), scratch: root.appendingPathComponent("own"))
        #expect(alone.status != 0)
        #expect(alone.output.contains("no such module 'Left'"), "\(alone.output.suffix(2000))")
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
