/// The play order a queue follows with shuffle on or off: which catalogue track
/// each queue position plays. Shuffle changes the order, never the position
/// playing, so the covers show the order and "next" is always the next position.
///
/// The order is written around the position playing: the track there stays, and
/// the positions after it (wrapping past the queue's end back to its start) play
/// every other catalogue track once, then the same cycle again. With shuffle the
/// cycle is a fixed shuffle of the other tracks (a stride coprime with their
/// number); without, the catalogue's order from the track playing.
///
/// ```swift
/// PlayOrder.arranged(length: 5, playing: 1, track: 1, tracks: 5, shuffle: true)
/// // [4, 1, 3, 2, 0]: position 1 keeps track 1; positions 2, 3, 4 and 0 play 3, 2, 0 and 4
/// ```
public enum PlayOrder {
    /// The order of a queue of `length` positions in which position `playing`
    /// plays catalogue track `track`, for a catalogue of `tracks` tracks, shuffled or
    /// in the catalogue's order.
    public static func arranged(length: Int, playing: Int, track: Int, tracks: Int, shuffle: Bool) -> [Int] {
        let count = max(1, tracks), length = max(1, length)
        let current = wrappedIndex(track, count: count), position = wrappedIndex(playing, count: length)
        let cycle = [current] + others(of: current, count: count, shuffle: shuffle)
        var order = Array(repeating: current, count: length)
        for step in 0..<length { order[(position + step) % length] = cycle[step % count] }
        return order
    }

    /// Every catalogue track but `current`, in the order they play after it.
    static func others(of current: Int, count: Int, shuffle: Bool) -> [Int] {
        let rest = (1..<max(1, count)).map { (current + $0) % count }
        guard shuffle, rest.count > 1 else { return rest }
        var stride = rest.count / 2 + 1
        while greatestCommonDivisor(stride, rest.count) != 1 { stride += 1 }
        return rest.indices.map { rest[($0 * stride + 1) % rest.count] }
    }

    private static func greatestCommonDivisor(_ a: Int, _ b: Int) -> Int { b == 0 ? a : greatestCommonDivisor(b, a % b) }
}
