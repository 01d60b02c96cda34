import Foundation

/// A folder of TMDb-style exports written for a test, gzipped by the system's gzip as TMDb's are.
struct ExportFixture {
    let folder: URL

    init() {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("export-import-\(UUID().uuidString)")
    }

    /// The index file the tests import into, in the folder.
    var indexFile: URL { folder.appendingPathComponent("data/search-index.sqlite") }

    /// Writes `lines` (a newline after each) as the gzipped export `name`.
    func export(_ name: String, lines: [String]) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let plain = folder.appendingPathComponent(name.hasSuffix(".gz") ? String(name.dropLast(3)) : name + ".plain")
        try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: plain)
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        gzip.arguments = ["gzip", "-n", "-f", plain.path]
        try gzip.run()
        gzip.waitUntilExit()
        let zipped = URL(fileURLWithPath: plain.path + ".gz")
        let target = folder.appendingPathComponent(name)
        if zipped != target { try FileManager.default.moveItem(at: zipped, to: target) }
        return target
    }

    /// A line of a film export.
    static func film(_ id: Int, _ title: String, popularity: Double = 1) -> String {
        #"{"adult":false,"id":\#(id),"original_title":"\#(title)","popularity":\#(popularity),"video":false}"#
    }

    /// A line of a series export.
    static func series(_ id: Int, _ name: String, popularity: Double = 1) -> String {
        #"{"id":\#(id),"original_name":"\#(name)","popularity":\#(popularity)}"#
    }

    /// A line of a people export.
    static func person(_ id: Int, _ name: String, popularity: Double = 1) -> String {
        #"{"adult":false,"id":\#(id),"name":"\#(name)","popularity":\#(popularity)}"#
    }

    /// `count` film lines with made-up titles of two or three words from a small vocabulary, the
    /// same every time, with a bad line every 997.
    static func manyFilms(_ count: Int, firstID: Int = 30_000_001) -> [String] {
        let syllables = ["zor", "vath", "quel", "lin", "mar", "tek", "osh", "ula", "bren", "dai", "fen", "gro"]
        var state: UInt64 = 42
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        func word() -> String { syllables[next() % syllables.count] + syllables[next() % syllables.count] }
        return (0..<count).map { offset in
            if offset % 997 == 996 { return "not a line \(offset)" }
            let title = (0..<(2 + next() % 2)).map { _ in word().capitalized }.joined(separator: " ")
            return film(firstID + offset, title, popularity: Double(next() % 10_000) / 100)
        }
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
