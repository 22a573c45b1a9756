// What the Embedded Swift engine needs from a C library when built for the
// browser (wasm32-unknown-none-wasm), written here so the WebAssembly build needs
// nothing but the Swift toolchain: an allocator, memcmp/memcpy/memmove/memset,
// round, 128-bit multiplication and bytes for hash seeds.
//
// Compiled with the toolchain's clang: clang --target=wasm32 -mbulk-memory -O2 -nostdlib -c.

typedef unsigned long size_t;
typedef unsigned long uintptr_t;
typedef unsigned char u8;
typedef unsigned long long u64;
typedef unsigned int u32;

extern u8 __heap_base;

// ---- Allocator -------------------------------------------------------------
// Used only when Debian's wasi-libc is not installed: with it, the builder links
// its dlmalloc (Doug Lea's allocator: splits and coalesces, well kept) and defines
// CROSSFADE_SYSTEM_MALLOC, which leaves this one out (WasmEngineBuilder.allocator).
#ifndef CROSSFADE_SYSTEM_MALLOC
// Segregated free lists: blocks of 16 × 2^k bytes (k = 0…12) come from size
// classes and return to them; bigger blocks keep their size and are reused by
// first fit. Every block has a 16-byte header (class and size), so payloads are
// 16-aligned; a free block's list link lives in its payload, never over its
// header (the size must survive: large blocks are matched on it). Memory grows
// a 64 KiB page at a time and is never returned: the engine's steady state
// allocates nothing, so the heap stays small.

#define PAGE 65536u
#define HEADER 16u
#define CLASSES 13
#define LARGE_CLASS 255u

/// A free block: its header, then (in the payload) the link to the next free block.
typedef u8 Block;

typedef struct {
    u32 size;      // payload size in bytes
    u32 klass;     // size class, or LARGE_CLASS
    u32 offset;    // bytes from the block start to the header (over-aligned blocks)
    u32 magic;
} Header;

static Block *free_lists[CLASSES];

static Block **link_of(Block *block) { return (Block **)(block + HEADER); }
static Block *large_list;
static uintptr_t heap_next;
static uintptr_t heap_end;

static uintptr_t align_up(uintptr_t value, uintptr_t alignment) {
    return (value + alignment - 1) & ~(alignment - 1);
}

static void *grab(size_t bytes) {
    if (heap_next == 0) {
        heap_next = align_up((uintptr_t)&__heap_base, 16);
        heap_end = (uintptr_t)__builtin_wasm_memory_size(0) * PAGE;
    }
    uintptr_t start = heap_next;
    uintptr_t end = start + bytes;
    if (end > heap_end) {
        size_t pages = (end - heap_end + PAGE - 1) / PAGE;
        if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return 0;
        heap_end += pages * PAGE;
    }
    heap_next = end;
    return (void *)start;
}

static int class_for(size_t size) {
    size_t capacity = 16;
    for (int klass = 0; klass < CLASSES; klass++, capacity <<= 1) {
        if (size <= capacity) return klass;
    }
    return -1;
}

void *malloc(size_t size) {
    if (size == 0) size = 1;
    int klass = class_for(size);
    u8 *block;
    u32 payload;
    if (klass >= 0) {
        payload = 16u << klass;
        if (free_lists[klass]) {
            block = free_lists[klass];
            free_lists[klass] = *link_of(block);
        } else {
            block = (u8 *)grab(HEADER + payload);
            if (!block) return 0;
        }
    } else {
        payload = (u32)align_up(size, 16);
        Block **link = &large_list;
        block = 0;
        while (*link) {
            Header *candidate = (Header *)*link;
            if (candidate->size >= payload) {
                block = *link;
                *link = *link_of(block);
                payload = candidate->size;
                break;
            }
            link = link_of(*link);
        }
        if (!block) {
            block = (u8 *)grab(HEADER + payload);
            if (!block) return 0;
        }
    }
    Header *header = (Header *)block;
    header->size = payload;
    header->klass = klass >= 0 ? (u32)klass : LARGE_CLASS;
    header->offset = 0;
    header->magic = 0xC5F4DEu;
    return block + HEADER;
}

void free(void *pointer) {
    if (!pointer) return;
    Header *header = (Header *)((u8 *)pointer - HEADER);
    if (header->offset) {  // an over-aligned block: its real start is further back
        u8 *start = (u8 *)header - header->offset;
        free(start + HEADER);
        return;
    }
    Block *block = (Block *)header;
    if (header->klass == LARGE_CLASS) {
        *link_of(block) = large_list;
        large_list = block;
    } else {
        *link_of(block) = free_lists[header->klass];
        free_lists[header->klass] = block;
    }
}

int posix_memalign(void **out, size_t alignment, size_t size) {
    if (alignment <= 16) {
        *out = malloc(size);
        return *out ? 0 : 12;  // ENOMEM
    }
    u8 *raw = (u8 *)malloc(size + alignment + HEADER);
    if (!raw) return 12;
    u8 *aligned = (u8 *)align_up((uintptr_t)raw + HEADER, alignment);
    Header *header = (Header *)(aligned - HEADER);
    header->offset = (u32)((u8 *)header - (raw - HEADER));
    header->magic = 0xC5F4DEu;
    *out = aligned;
    return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
    void *pointer = 0;
    return posix_memalign(&pointer, alignment, size) == 0 ? pointer : 0;
}

void *memcpy(void *destination, const void *source, size_t count);

void *calloc(size_t count, size_t size) {
    size_t bytes = count * size;
    if (size && bytes / size != count) return 0;
    u8 *pointer = (u8 *)malloc(bytes);
    if (pointer) for (size_t index = 0; index < bytes; index++) pointer[index] = 0;
    return pointer;
}

void *realloc(void *pointer, size_t size) {
    if (!pointer) return malloc(size);
    Header *header = (Header *)((u8 *)pointer - HEADER);
    if (!header->offset && header->size >= size) return pointer;
    void *moved = malloc(size);
    if (!moved) return 0;
    // An over-aligned block's payload runs from `pointer` to the end of the block it sits in.
    size_t old = header->size;
    if (header->offset) {
        Header *real = (Header *)((u8 *)header - header->offset);
        old = real->size - (size_t)((u8 *)pointer - ((u8 *)real + HEADER));
    }
    memcpy(moved, pointer, old < size ? old : size);
    free(pointer);
    return moved;
}

#endif  // CROSSFADE_SYSTEM_MALLOC

// ---- Memory ----------------------------------------------------------------

// With the bulk-memory feature these builtins are single instructions
// (memory.copy, memory.fill), not calls back into these functions.
void *memcpy(void *destination, const void *source, size_t count) {
    __builtin_memcpy(destination, source, count);
    return destination;
}

void *memmove(void *destination, const void *source, size_t count) {
    __builtin_memmove(destination, source, count);
    return destination;
}

void *memset(void *destination, int value, size_t count) {
    __builtin_memset(destination, value, count);
    return destination;
}

int memcmp(const void *left, const void *right, size_t count) {
    const u8 *a = (const u8 *)left, *b = (const u8 *)right;
    for (size_t index = 0; index < count; index++) {
        if (a[index] != b[index]) return a[index] < b[index] ? -1 : 1;
    }
    return 0;
}

size_t strlen(const char *text) {
    size_t length = 0;
    while (text[length]) length++;
    return length;
}

// ---- Numbers ---------------------------------------------------------------

// C's round: to the nearest integer, halfway cases away from zero. x − trunc(x)
// is exact, so the comparison with one half is too.
double round(double x) {
    double whole = __builtin_trunc(x);
    double fraction = x - whole;
    if (fraction >= 0.5) return whole + 1;
    if (fraction <= -0.5) return whole - 1;
    return whole;
}

// 128-bit multiplication (the low 128 bits), from 64-bit halves and 32-bit
// pieces, so it never calls itself.
typedef union { __int128 value; struct { u64 low, high; } parts; } Wide;

static u64 multiply_high(u64 a, u64 b, u64 *low) {
    u64 a0 = a & 0xFFFFFFFFu, a1 = a >> 32, b0 = b & 0xFFFFFFFFu, b1 = b >> 32;
    u64 p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    u64 middle = (p00 >> 32) + (p01 & 0xFFFFFFFFu) + (p10 & 0xFFFFFFFFu);
    *low = (middle << 32) | (p00 & 0xFFFFFFFFu);
    return p11 + (p01 >> 32) + (p10 >> 32) + (middle >> 32);
}

__int128 __multi3(__int128 a, __int128 b) {
    Wide x = { .value = a }, y = { .value = b }, result;
    u64 low;
    u64 high = multiply_high(x.parts.low, y.parts.low, &low);
    high += x.parts.low * y.parts.high + x.parts.high * y.parts.low;
    result.parts.low = low;
    result.parts.high = high;
    return result.value;
}

// Seeds for Swift's hashing. Any bytes will do: nothing the engine outputs depends
// on hash order, and a fixed sequence keeps runs identical.
void arc4random_buf(void *buffer, size_t count) {
    static u64 state = 0x9E3779B97F4A7C15ull;
    u8 *bytes = (u8 *)buffer;
    for (size_t index = 0; index < count; index++) {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        bytes[index] = (u8)(state >> 56);
    }
}
