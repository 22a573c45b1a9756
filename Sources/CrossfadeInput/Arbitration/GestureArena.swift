import CrossfadeMotion

/// How a recognizer competes for a pointer in a `GestureArena`. A model reports
/// its claims where a touch lands (`Interaction.claims(at:layers:)`), so a parent
/// can arbitrate between its children with the same rules.
public enum GestureClaim: Hashable, Sendable {
    /// Claims the touch on down (a slider thumb, a button, a moving layer caught in flight).
    case control
    /// Wins when the movement past the slop follows its direction.
    case pan(PanDirection)
    /// Wins when the pointer lifts without a pan having won.
    case tap
}

/// The recognizers under one pointer compete for it, and exactly one wins
/// (shared/DESIGN.md, "Arbitration") — Flutter's gesture arena and UIKit's
/// `require(toFail:)` in one small state machine:
///
/// - A **control** (a slider thumb, a button) claims the touch as it lands.
/// - Otherwise, once the pointer has moved `slop` points, the axis it moved
///   along most decides (direction lock): the front-most **pan** that follows
///   that axis wins and every other member is cancelled. No pan for that axis:
///   nobody wins, and the drag moves nothing.
/// - A **tap** wins when the pointer lifts before any pan did.
/// - A member may require others to fail first (a tap that waits for a pan).
/// - While one pointer holds the arena, a second pointer is not admitted: it can
///   never steal a drag that is owned.
///
/// ```swift
/// var arena = GestureArena<String>()
/// arena.down(event, entries: [.init("pager", .pan(.horizontal)), .init("list", .pan(.vertical))])
/// if case .won("pager") = arena.move(next) { … }
/// ```
public struct GestureArena<Member: Hashable & Sendable>: Sendable {
    /// How a member competes: a control, a pan in a direction, or a tap.
    public typealias Kind = GestureClaim

    /// A member under the pointer, front-most first.
    public struct Entry: Hashable, Sendable {
        /// The recognizer or model this entry stands for.
        public var member: Member
        /// How it competes for the pointer.
        public var kind: Kind
        /// Members that must have failed before this one may win.
        public var requiresFailureOf: [Member]

        /// `member`, competing as `kind`, that may win only once every member of `requiresFailureOf` has failed.
        public init(_ member: Member, _ kind: Kind, requiresFailureOf: [Member] = []) {
            self.member = member
            self.kind = kind
            self.requiresFailureOf = requiresFailureOf
        }
    }

    /// Who owns the pointer so far: nobody yet, one member, or nobody at all.
    public enum Decision: Hashable, Sendable {
        /// Still open: the pointer has not moved far enough, nor lifted.
        case pending
        /// This member owns the pointer; every other member is cancelled.
        case won(Member)
        /// Nobody owns it: everything under the pointer gives it up.
        case none
    }

    /// Movement (pt) before a pan can win.
    public var slop: Double
    /// The pointer in the arena, if any.
    public private(set) var pointer: Int?
    /// The decision for the current (or last) pointer; `.none` before the first.
    public private(set) var decision = Decision.none
    private var start = Point.zero
    private var entries: [Entry] = []
    private var failed: [Member] = []  // a handful at most: an array, reused between touches

    /// An empty arena whose pans need `slop` points of movement (10 by default; a negative or non-finite slop means 10).
    public init(slop: Double = 10) {
        self.slop = slop.isFinite && slop >= 0 ? slop : 10
    }

    /// The member that owns the pointer now, if one has won.
    public var owner: Member? { if case .won(let member) = decision { member } else { nil } }

    /// Whether a pointer is in the arena.
    public var isHeld: Bool { pointer != nil }

    /// A pointer lands on `entries` (front-most first). Returns the decision;
    /// nil when the arena is held by another pointer (this one is not admitted).
    @discardableResult
    public mutating func down(_ event: PointerEvent, entries: [Entry]) -> Decision? {
        guard pointer == nil else { return nil }
        pointer = event.pointer
        start = event.location
        self.entries = entries
        failed.removeAll(keepingCapacity: true)
        decision = .pending
        if let control = entries.first(where: { $0.kind == .control && mayWin($0) }) { win(control.member) }
        if entries.isEmpty { decision = .none }
        return decision
    }

    /// The pointer moves: past the slop, the direction decides between pans.
    @discardableResult
    public mutating func move(_ event: PointerEvent) -> Decision {
        guard event.pointer == pointer, decision == .pending else { return event.pointer == pointer ? decision : .pending }
        let moved = event.location.offset(from: start)
        guard moved.length >= slop else { return decision }
        let axis: Axis = abs(moved.dx) > abs(moved.dy) ? .horizontal : .vertical
        for entry in entries {
            guard case .pan(let direction) = entry.kind else { continue }
            if direction.axis == nil || direction.axis == axis {
                if mayWin(entry) { return win(entry.member) }
            } else {
                fail(entry.member)  // locked out by the direction
            }
        }
        for entry in entries where entry.kind != .tap { fail(entry.member) }
        decision = .none
        return decision
    }

    /// The pointer lifts (or is cancelled): a waiting tap wins if nothing else
    /// did. The arena is then free for the next pointer.
    @discardableResult
    public mutating func up(_ event: PointerEvent) -> Decision {
        guard event.pointer == pointer else { return .pending }
        defer { pointer = nil }
        guard decision == .pending else { return decision }
        for entry in entries where entry.kind != .tap { fail(entry.member) }
        if event.phase == .up, let tap = entries.first(where: { $0.kind == .tap && mayWin($0) }) { return win(tap.member) }
        decision = .none
        return decision
    }

    private mutating func fail(_ member: Member) {
        if !failed.contains(member) { failed.append(member) }
    }

    private func mayWin(_ entry: Entry) -> Bool {
        entry.requiresFailureOf.allSatisfy { failed.contains($0) }
    }

    @discardableResult
    private mutating func win(_ member: Member) -> Decision {
        for entry in entries where entry.member != member { fail(entry.member) }
        decision = .won(member)
        return decision
    }
}
