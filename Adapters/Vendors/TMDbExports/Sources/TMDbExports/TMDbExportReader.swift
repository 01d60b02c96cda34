import CZlib
public import Foundation

/// Reads an export a line at a time, inflating the gzip stream as it goes, so that a file of a
/// million lines never sits in memory whole.
public struct TMDbExportReader: Sendable {
    /// Bytes read from the file, and inflated, at a time.
    static let chunkSize = 1 << 18

    public init() {}

    /// Calls `body` with each entry of the export at `url`, in file order. A line that is not a
    /// JSON object with an id and a name is skipped and counted.
    public func read(_ url: URL, _ body: (TMDbExportEntry) -> Void) throws(TMDbExportError) -> TMDbExportSummary {
        guard let file = FileHandle(forReadingAtPath: url.path) else {
            throw .unreadable(path: url.path, reason: "no such file, or it cannot be opened")
        }
        defer { try? file.close() }
        var stream = z_stream()
        // 16 + the largest window: a gzip header and trailer around the deflate data.
        guard inflateInit2_(&stream, 16 + MAX_WBITS, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw .notGzip(path: url.path, reason: "zlib could not start")
        }
        defer { inflateEnd(&stream) }
        let decoder = JSONDecoder()
        var pending = Data()
        var entries = 0
        var skipped = 0
        func take(_ line: Data) {
            guard !line.isEmpty else { return }
            if let parsed = try? decoder.decode(TMDbExportLine.self, from: line),
                let name = parsed.originalTitle ?? parsed.originalName ?? parsed.name
            {
                body(TMDbExportEntry(id: parsed.id, name: name, popularity: parsed.popularity ?? 0))
                entries += 1
            } else {
                skipped += 1
            }
        }
        var output = [UInt8](repeating: 0, count: Self.chunkSize)
        var finished = false
        while !finished {
            let input: Data
            do {
                input = try file.read(upToCount: Self.chunkSize) ?? Data()
            } catch {
                throw .unreadable(path: url.path, reason: error.localizedDescription)
            }
            if input.isEmpty { throw .notGzip(path: url.path, reason: "it ends before its gzip data does") }
            var status = Z_OK
            var failure: String?
            input.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
                stream.next_in = UnsafeMutablePointer(mutating: raw.bindMemory(to: Bytef.self).baseAddress)
                stream.avail_in = uInt(raw.count)
                repeat {
                    let produced = output.withUnsafeMutableBufferPointer { buffer -> Int in
                        stream.next_out = buffer.baseAddress
                        stream.avail_out = uInt(buffer.count)
                        status = inflate(&stream, Z_NO_FLUSH)
                        return buffer.count - Int(stream.avail_out)
                    }
                    guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
                        failure = stream.msg.map { String(cString: $0) } ?? "inflate failed (\(status))"
                        return
                    }
                    pending.append(contentsOf: output[0..<produced])
                    // A full buffer may leave output inside zlib even when all input is taken.
                } while (stream.avail_in > 0 || stream.avail_out == 0) && status != Z_STREAM_END
            }
            if let failure { throw .notGzip(path: url.path, reason: failure) }
            // Hand on every whole line; keep the unfinished one for the next chunk.
            var start = pending.startIndex
            while let newline = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
                take(pending[start..<newline])
                start = newline + 1
            }
            pending = Data(pending[start...])
            if status == Z_STREAM_END { finished = true }
        }
        take(pending)
        return TMDbExportSummary(entries: entries, skippedLines: skipped)
    }
}
