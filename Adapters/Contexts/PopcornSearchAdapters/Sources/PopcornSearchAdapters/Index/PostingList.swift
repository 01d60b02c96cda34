import Foundation

/// The entries holding one word, in ascending order, stored as little-endian 32-bit numbers.
struct PostingList {
    let codes: [UInt32]

    init(codes: [UInt32]) {
        self.codes = codes
    }

    init(data: Data) {
        let count = data.count / 4
        codes = [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
            _ = data.copyBytes(to: UnsafeMutableRawBufferPointer(buffer))
            for index in 0..<count { buffer[index] = UInt32(littleEndian: buffer[index]) }
            initialized = count
        }
    }

    var data: Data {
        codes.map(\.littleEndian).withUnsafeBytes { Data($0) }
    }

    /// Whether `code` is in the list: a binary search.
    func contains(_ code: UInt32) -> Bool {
        var low = 0
        var high = codes.count
        while low < high {
            let middle = (low + high) / 2
            if codes[middle] < code { low = middle + 1 } else { high = middle }
        }
        return low < codes.count && codes[low] == code
    }
}
