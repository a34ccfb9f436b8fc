#!/usr/bin/env python3
"""
A network link with a fixed one-way delay between two network namespaces, for bench/turn-end.ts.

The kernel of the machine this was written on has no `netem` queueing discipline (nor `fq`), so
`tc qdisc ... netem delay` cannot add latency to a veth pair. This process is the link instead: it
opens a TUN device in each namespace and forwards every packet from one to the other `delay` ms
after it arrived, in order. Each side's TCP stack, sockets and wake-ups stay its own, as on a wire;
only the relay is woken when a packet is sent (as a NIC driver is by its doorbell), never the peer
process in the sender's system call, as loopback and veth do.

The devices carry the kernel's offload header (IFF_VNET_HDR with checksum and TSO offloads), so a
TCP send of 64 KiB crosses as one packet and one Python step, as it would leave a NIC with TSO.

    python3 bench/delay-line.py <namespace A> <device A> <namespace B> <device B> <delay ms each way>

Prints `ready` once both devices exist (the caller then gives them addresses), and runs until its
standard input closes, so it never outlives its caller. Needs root (setns, TUN).
"""
import collections
import ctypes
import fcntl
import os
import select
import struct
import sys
import time

CLONE_NEWNET = 0x40000000
TUNSETIFF = 0x400454CA
TUNSETOFFLOAD = 0x400454D0
IFF_TUN = 0x0001
IFF_NO_PI = 0x1000
IFF_VNET_HDR = 0x4000
TUN_F_CSUM = 0x01
TUN_F_TSO4 = 0x02
TUN_F_TSO6 = 0x04

libc = ctypes.CDLL(None, use_errno=True)


def enter(namespace: str) -> None:
    """Moves this (single-threaded) process into the named network namespace of `ip netns`."""
    fd = os.open(f"/var/run/netns/{namespace}", os.O_RDONLY)
    try:
        if libc.setns(fd, CLONE_NEWNET) != 0:
            raise OSError(ctypes.get_errno(), f"setns {namespace}")
    finally:
        os.close(fd)


def tun(name: str) -> int:
    """A TUN device of this name in the current namespace; it lives as long as the descriptor."""
    fd = os.open("/dev/net/tun", os.O_RDWR | os.O_NONBLOCK)
    fcntl.ioctl(fd, TUNSETIFF, struct.pack("16sH22x", name.encode(), IFF_TUN | IFF_NO_PI | IFF_VNET_HDR))
    fcntl.ioctl(fd, TUNSETOFFLOAD, TUN_F_CSUM | TUN_F_TSO4 | TUN_F_TSO6)
    return fd


def main() -> None:
    namespace_a, device_a, namespace_b, device_b, delay_ms = sys.argv[1:6]
    delay = float(delay_ms) / 1000
    enter(namespace_a)
    a = tun(device_a)
    enter(namespace_b)
    b = tun(device_b)
    print("ready", flush=True)

    peer = {a: b, b: a}
    # Packets on their way to each device, oldest first: one fixed delay keeps arrival order.
    on_the_way = {a: collections.deque(), b: collections.deque()}
    stdin = sys.stdin.fileno()
    while True:
        now = time.monotonic()
        timeout = None
        for device, queue in on_the_way.items():
            while queue and queue[0][0] <= now:
                packet = queue.popleft()[1]
                try:
                    os.write(device, packet)
                except OSError:
                    pass  # the device is not up (yet): the packet is lost, as on a link that is down
            if queue:
                wait = queue[0][0] - now
                timeout = wait if timeout is None else min(timeout, wait)
        # select, not epoll: epoll's timeout is whole milliseconds, too coarse for a 0.2 ms link.
        readable, _, _ = select.select([a, b, stdin], [], [], timeout)
        for source in readable:
            if source == stdin:
                if os.read(stdin, 4096) == b"":
                    return
                continue
            while True:
                try:
                    packet = os.read(source, 65536 + 16)
                except BlockingIOError:
                    break
                on_the_way[peer[source]].append((time.monotonic() + delay, packet))


if __name__ == "__main__":
    main()
