import CrossfadeMotion

/// A list's rows reordered by dragging one by its handle, as UITableView's
/// reorder control does: the held row follows the finger, the rows between its
/// slot and where it would drop step aside on springs, and the drop settles it
/// into its new slot on a spring. Every row's drawn position stays continuous:
/// a drop (or a move made without a finger) hands each row an offset from its
/// new slot equal to where it was drawn, and springs it home from there.
///
/// Positions are in row space: 0 is the top of the first reorderable row, a
/// slot is `pitch` tall.
///
/// ```swift
/// var reorder = RowReorder(count: 24, pitch: 56, spring: Spring(response: 0.25, dampingRatio: 1))
/// reorder.pick(2, fingerY: 130, at: 0)        // row 2, held 18 pt below its top
/// reorder.drag(fingerY: 300, at: 0.2)           // the finger 170 pt down: row 5 is where it would drop
/// let move = reorder.drop(at: 0.3)              // (from: 2, to: 5): rows 3…5 moved up a slot
/// ```
struct RowReorder: Sendable {
    /// The held row: the slot it was picked from, how far below its top the finger
    /// holds it, its top now, and whether it has been lifted (it is once the finger
    /// moves it: a touch alone changes nothing on screen).
    struct Held: Hashable, Sendable {
        var slot: Int
        var grab: Double
        var top: Double
        var lifted: Bool
    }

    /// Rows in the list.
    let count: Int
    /// A slot's height, pt.
    let pitch: Double
    /// The rows stepping aside, and a dropped row settling.
    private(set) var spring: Spring
    /// The row a finger holds, if any.
    private(set) var held: Held?
    /// Where the held row would drop now (its slot while nothing is held).
    private(set) var target = 0
    /// The slot whose row was dropped last and is still settling (drawn lifted until it lands).
    private(set) var landing: Int?
    /// Each slot's row's offset from its slot, pt: springs, all at rest at 0 until a row is picked.
    private(set) var offsets: [SettlingSpring<Double>]
    /// Whether the rows step aside and land at once (Reduce Motion).
    var jumps = false

    init(count: Int, pitch: Double, spring: Spring) {
        self.count = max(0, count)
        self.pitch = pitch
        self.spring = spring
        offsets = Array(repeating: SettlingSpring(spring: spring, value: 0, tolerance: .points), count: max(0, count))
    }

    /// Whether nothing is held or moving.
    var isSettled: Bool { held == nil && settleTime <= time }

    /// The latest instant an offset spring settles.
    private(set) var settleTime = 0.0
    private(set) var time = 0.0

    /// Slot `slot`'s row's top now, in row space.
    func top(ofSlot slot: Int) -> Double {
        if let held, held.slot == slot { return held.top }
        return Double(slot) * pitch + offsets[slot].value
    }

    /// How far slot `slot`'s row is drawn from its slot, pt (exactly 0 at rest).
    func offset(ofSlot slot: Int) -> Double {
        if let held, held.slot == slot { return held.top - Double(slot) * pitch }
        return offsets[slot].value
    }

    /// Whether slot `slot`'s row is drawn lifted: held and moved, or landing after a drop.
    func isLifted(_ slot: Int) -> Bool { (held?.slot == slot && held?.lifted == true) || landing == slot }

    /// The offsets to `newTime` (the held row follows only the finger).
    mutating func advance(to newTime: Double) {
        guard newTime > time else { return }
        let moving = time < settleTime
        time = newTime
        guard moving else { return }
        for slot in offsets.indices where !offsets[slot].isSettled { offsets[slot].advance(to: newTime) }
        if let landing, offsets[landing].isSettled { self.landing = nil }
    }

    /// A finger takes slot `slot`'s row at `fingerY` (row space).
    mutating func pick(_ slot: Int, fingerY: Double, at time: Double) {
        guard offsets.indices.contains(slot), held == nil else { return }
        advance(to: time)
        let top = top(ofSlot: slot)
        held = Held(slot: slot, grab: fingerY - top, top: top, lifted: landing == slot)  // (a landing row stays lifted)
        target = slot
        if landing == slot { landing = nil }
    }

    /// The finger is at `fingerY` (row space): the held row's top follows it
    /// (within the list), and the rows between its slot and where it would now
    /// drop step aside.
    mutating func drag(fingerY: Double, at time: Double) {
        guard var held else { return }
        advance(to: time)
        let top = clamp(fingerY - held.grab, 0...Double(max(0, count - 1)) * pitch)
        if top != held.top { held.lifted = true }
        held.top = top
        self.held = held
        retarget(Self.slot(Int((held.top / pitch).rounded()), count: count))
    }

    /// The finger's y (row space) at which the held row would next change where it
    /// drops, moving `upward` or down: the halfway line to the neighbouring slot.
    func nextBoundary(upward: Bool) -> Double? {
        guard let held else { return nil }
        let slotEdge = (Double(target) + (upward ? -0.5 : 0.5)) * pitch
        guard upward ? target > 0 : target < count - 1 else { return nil }
        return slotEdge + held.grab
    }

    /// The held row passed the halfway line toward its neighbouring slot exactly
    /// (the list scrolled it there): it would now drop there.
    mutating func step(upward: Bool, at time: Double) {
        advance(to: time)
        retarget(Self.slot(target + (upward ? -1 : 1), count: count))
    }

    /// The drop target is `slot`: each row between steps aside by a slot, the others go home.
    private mutating func retarget(_ slot: Int) {
        guard let held, slot != target else { return }
        target = slot
        for other in offsets.indices where other != held.slot {
            let aside = held.slot < other && other <= slot ? -pitch : slot <= other && other < held.slot ? pitch : 0
            guard offsets[other].target != aside else { continue }
            move(other, to: aside)
        }
    }

    /// Slot `slot`'s offset heads for `value` (at once when jumping).
    private mutating func move(_ slot: Int, to value: Double) {
        if jumps {
            offsets[slot].hold(at: value)
        } else {
            offsets[slot].advance(to: time)
            offsets[slot].animate(to: value)
            settleTime = max(settleTime, offsets[slot].settleTime)
        }
    }

    /// The finger lifted: the held row drops where it would, the rows that
    /// stepped aside take their new slots, all from where they are drawn. Returns
    /// the move made (nil for none, or nothing held).
    mutating func drop(at time: Double) -> (from: Int, to: Int)? {
        guard let held else { return nil }
        advance(to: time)
        let from = held.slot, to = target
        self.held = nil
        settle(moving: from, to: to, heldTop: held.top)
        return from == to ? nil : (from, to)
    }

    /// The finger was lost: the held row goes back to its slot, the others home.
    mutating func cancel(at time: Double) {
        guard let held else { return }
        advance(to: time)
        self.held = nil
        settle(moving: held.slot, to: held.slot, heldTop: held.top)
    }

    /// Row `from` moves to slot `to` without a finger (an action): it and the rows
    /// between glide to their new slots from where they are drawn.
    mutating func move(from: Int, to: Int, at time: Double) {
        guard held == nil, offsets.indices.contains(from), offsets.indices.contains(to) else { return }
        advance(to: time)
        settle(moving: from, to: to, heldTop: top(ofSlot: from))
    }

    /// After a move of row `from` to slot `to`: each slot's new row keeps where it
    /// was drawn (its offset from the new slot) and velocity, and springs home.
    private mutating func settle(moving from: Int, to: Int, heldTop: Double) {
        var moved = offsets
        for slot in offsets.indices {
            let source = Self.source(of: slot, moving: from, to: to)
            let drawn = source == from ? heldTop : Double(source) * pitch + offsets[source].value
            let velocity = source == from ? 0 : offsets[source].velocity
            moved[slot] = SettlingSpring(
                spring: spring, value: drawn - Double(slot) * pitch, velocity: velocity, target: 0, time: time,
                tolerance: .points)
            if jumps { moved[slot].hold(at: 0) }
            settleTime = max(settleTime, moved[slot].settleTime)
        }
        offsets = moved
        target = to
        landing = moved[to].isSettled ? nil : to
    }

    /// `index` within the list's slots.
    static func slot(_ index: Int, count: Int) -> Int { min(max(0, index), max(0, count - 1)) }

    /// The slot whose row is in `slot` after the row in `from` moves to `to`.
    static func source(of slot: Int, moving from: Int, to: Int) -> Int {
        if slot == to { return from }
        if from < to, slot >= from, slot < to { return slot + 1 }
        if to < from, slot > to, slot <= from { return slot - 1 }
        return slot
    }

    /// `items` with the element at `from` moved to `to` (the order a drop makes).
    static func moving<T>(_ items: [T], from: Int, to: Int) -> [T] {
        guard items.indices.contains(from), items.indices.contains(to), from != to else { return items }
        var result = items
        let item = result.remove(at: from)
        result.insert(item, at: to)
        return result
    }
}

extension RowReorder {
    /// The rows step aside and land on `newSpring` from now on: rows moving carry
    /// on from where they are, at their speed, on it (`SettlingSpring.retune`).
    mutating func retune(_ newSpring: Spring) {
        guard newSpring != spring else { return }
        spring = newSpring
        for index in offsets.indices { offsets[index].retune(newSpring) }
        settleTime = offsets.reduce(time) { max($0, $1.settleTime) }
    }
}
